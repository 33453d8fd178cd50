/**
 * A stand-in for the sign-in service in stories and unit tests: a fixed user and scripted results,
 * recording what the app asked of it. The product always uses `createOidcAuthService`.
 */
import type { AuthResult, AuthService, AuthState, AuthUser } from '#app/lib/auth';

/** The demo users of the dev server's seed, as the app sees them after sign-in. */
export const demoUsers = {
  administrator: { id: 'admin', givenName: 'Ada', surname: 'Lovelace', roles: ['Administrators'] },
  merchant: { id: 'merchant', givenName: 'Oliver', surname: 'Bennett', roles: ['Merchant'] },
  administratorAndMerchant: {
    id: 'both',
    givenName: 'Grace',
    surname: 'Hopper',
    roles: ['Administrators', 'Merchant'],
  },
  customer: { id: 'customer', givenName: 'Chloe', surname: 'Evans', roles: ['Customer'] },
  noRole: { id: 'norole', givenName: 'Noah', surname: 'Price', roles: [] },
} as const satisfies Record<string, AuthUser>;

/** A result that never arrives: the step stays under way (the browser is about to leave). */
export const pending = 'pending';

type Scripted<T> = T | typeof pending;

export interface FakeAuthOptions {
  /** The signed-in user, or null when signed out. @default null */
  user?: AuthUser | null;
  /** @default { status: 'redirect' } */
  signIn?: Scripted<AuthResult>;
  /** @default { status: 'success', state: { returnUrl: '/' } } */
  completeSignIn?: Scripted<AuthResult>;
  /** @default { status: 'redirect' } */
  signOut?: Scripted<AuthResult>;
  /** @default { status: 'success', state: { returnUrl: '/authentication/logged-out' } } */
  completeSignOut?: Scripted<AuthResult>;
  /** The user a renewal gives. @default the current user */
  renew?: AuthUser | null;
}

export interface FakeAuthService extends AuthService {
  /** What the app called, in order, e.g. `signIn /businesses`. */
  readonly calls: string[];
  /** Changes the user and notifies subscribers, as a sign-in or sign-out would. */
  setUser(user: AuthUser | null): void;
}

function answer<T>(value: Scripted<T>): Promise<T> {
  return value === pending ? new Promise<T>(() => undefined) : Promise.resolve(value);
}

/** A fake `AuthService` with scripted results. */
export function createFakeAuthService(options: FakeAuthOptions = {}): FakeAuthService {
  let user = options.user ?? null;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const setUser = (next: AuthUser | null) => {
    user = next;
    for (const listener of listeners) listener();
  };
  const record = (call: string, state?: AuthState) => {
    calls.push(state ? `${call} ${state.returnUrl}` : call);
  };

  return {
    calls,
    setUser,
    getSnapshot: () => user,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    loadUser: () => Promise.resolve(user),
    getAccessToken: () => Promise.resolve(user ? `token-of-${user.id}` : null),
    signInSilently: () => {
      record('signInSilently');
      return Promise.resolve(user);
    },
    signIn: (state) => {
      record('signIn', state);
      return answer(options.signIn ?? { status: 'redirect' });
    },
    completeSignIn: () => {
      record('completeSignIn');
      return answer(options.completeSignIn ?? { status: 'success', state: { returnUrl: '/' } });
    },
    signOut: (state) => {
      record('signOut', state);
      return answer(options.signOut ?? { status: 'redirect' });
    },
    completeSignOut: () => {
      record('completeSignOut');
      return answer(
        options.completeSignOut ?? { status: 'success', state: { returnUrl: '/authentication/logged-out' } },
      );
    },
    renew: () => {
      record('renew');
      const renewed = options.renew === undefined ? user : options.renew;
      setUser(renewed);
      return Promise.resolve(renewed);
    },
    completeSilentRenew: () => {
      record('completeSilentRenew');
      return Promise.resolve();
    },
  };
}
