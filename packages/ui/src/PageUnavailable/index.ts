export { PageUnavailable } from './PageUnavailable';
export type {
  PageUnavailableProps,
  PageUnavailableComingSoonProps,
  PageUnavailableCustomerUnauthorizedProps,
  PageUnavailableStatus,
  PageUnavailableHeadingLevel,
} from './PageUnavailable';
export { useRotatingIndex } from './useRotatingIndex';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
