export { PageUnavailable } from './PageUnavailable';
export type {
  PageUnavailableProps,
  PageUnavailableComingSoonProps,
  PageUnavailableMobileAppProps,
  PageUnavailableStatus,
  PageUnavailableHeadingLevel,
} from './PageUnavailable';
export { useRotatingIndex } from './useRotatingIndex';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
