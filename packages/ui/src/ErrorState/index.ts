export { ErrorState } from './ErrorState';
export type { ErrorStateProps, ErrorStateHeadingLevel } from './ErrorState';
