export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
