export { businessIdOf, businessRoute, storeIdOf } from './businessRoute';
export { useBusiness, useBusinessBreadcrumbs } from './useBusiness';
