export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastApi, ToastShortcutOptions } from './ToastContext';
export type { ToastLink, ToastOptions, ToastType } from './toastQueue';
