import type { StampcardClient } from '@stampcard/api-client';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthService, AuthUser } from '../auth/types';
import type { RuntimeConfiguration } from '#app/lib/config';
import type { DataCache } from '../data/dataCache';

/**
 * What every screen may use, provided once at the root: sign-in, the API client, the shared data
 * cache and the runtime configuration; loaders and guards get the same object through the
 * router's context (`appServices`). Stories and tests provide fakes through the same provider.
 */
export interface AppContextValue {
  readonly auth: AuthService;
  readonly api: StampcardClient;
  /** Looked-up data shared by pages (a filter's options), forgotten when a mutation changes it. */
  readonly cache: DataCache;
  readonly configuration: RuntimeConfiguration;
  /** The identity server's origin, for its registration and account management pages. */
  readonly identityOrigin: string;
  /** Leaves the app for another page (the identity server's): `location.replace`, a spy in stories. */
  readonly redirect: (url: string) => void;
}

const AppContext = createContext<AppContextValue | null>(null);

export interface AppContextProviderProps {
  value: AppContextValue;
  children: ReactNode;
}

export function AppContextProvider({ value, children }: AppContextProviderProps) {
  return <AppContext value={value}>{children}</AppContext>;
}

/** The app's services; throws outside `AppContextProvider`. */
export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside <AppContextProvider>.');
  return value;
}

/** The signed-in user, re-rendering on sign-in, renewal and sign-out; null when signed out. */
export function useCurrentUser(): AuthUser | null {
  const { auth } = useAppContext();
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot, auth.getSnapshot);
}
