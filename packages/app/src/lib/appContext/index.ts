export { AppContextProvider, useAppContext, useCurrentUser } from './appContext';
export type { AppContextProviderProps, AppContextValue } from './appContext';
export { appServices, routerContextOf, servicesOf } from './routerServices';
export type { ServicesArgs } from './routerServices';
