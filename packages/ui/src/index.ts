// The public API of @stampcard/ui: explicit pairs of component and props type.
// Each component is also importable on its own: `import { Button } from '@stampcard/ui/Button'`.
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';

export {
  ThemeProvider,
  GlobalStyle,
  theme,
  media,
  color,
  space,
  typography,
  radius,
  shadow,
  zIndex,
  breakpoint,
  size,
  motion,
  contrastRatio,
  relativeLuminance,
} from './theme';
export type { Theme, ThemeProviderProps, ColorTokens, SpaceToken, BreakpointToken } from './theme';

export { Modal, ModalTrigger } from './Modal';
export type { ModalProps, ModalTriggerProps, ModalRenderProps, ModalContent } from './Modal';
export { Prompt, ConfirmByTyping } from './Prompt';
export type { PromptProps, PromptSuccess, PromptType, ConfirmByTypingProps } from './Prompt';

export { ToastProvider, useToast } from './Toast';
export type { ToastProviderProps, ToastApi, ToastOptions, ToastShortcutOptions, ToastLink, ToastType } from './Toast';

export { LoadingScreen, loadingPhases, getLoadingPhaseProgress } from './LoadingScreen';
export type {
  LoadingScreenProps,
  LoadingPhase,
  LoadingPhaseIndex,
  LoadingPhaseName,
  LoadingPhaseProgress,
} from './LoadingScreen';
export { Spinner, LoadingOverlay } from './Spinner';
export type { SpinnerProps, SpinnerSize, LoadingOverlayProps } from './Spinner';
export { Skeleton } from './Skeleton';
export type {
  SkeletonProps,
  SkeletonLayout,
  SkeletonTextProps,
  SkeletonCardProps,
  SkeletonRowProps,
  SkeletonAvatarProps,
  SkeletonAvatarSize,
} from './Skeleton';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateHeadingLevel } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps, ErrorStateHeadingLevel } from './ErrorState';
export { PageUnavailable, useRotatingIndex, usePrefersReducedMotion } from './PageUnavailable';
export type {
  PageUnavailableProps,
  PageUnavailableComingSoonProps,
  PageUnavailableCustomerUnauthorizedProps,
  PageUnavailableStatus,
  PageUnavailableHeadingLevel,
} from './PageUnavailable';

export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipPlacement } from './Tooltip';
export { Popover } from './Popover';
export type { PopoverProps, PopoverPlacement } from './Popover';
export { Menu, MenuItem } from './Menu';
export type { MenuProps, MenuItemProps, MenuKey, MenuPlacement } from './Menu';
export { Unavailable } from './Unavailable';
export type { UnavailableProps } from './Unavailable';
