export { RedirectCountdown } from './RedirectCountdown';
export type { RedirectCountdownProps } from './RedirectCountdown';
