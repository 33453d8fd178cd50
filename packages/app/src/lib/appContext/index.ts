export { AppContextProvider, useAppContext, useCurrentUser } from './appContext';
export type { AppContextProviderProps, AppContextValue } from './appContext';
