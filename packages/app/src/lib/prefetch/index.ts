export { appPathOf, prefetchRouteCode, startPrefetchingRoutes } from './prefetchRoutes';
export { whenIdle } from './whenIdle';
