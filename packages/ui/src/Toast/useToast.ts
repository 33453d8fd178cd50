import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastContext';

/**
 * Shows toasts from anywhere under a `ToastProvider`:
 * `const toast = useToast(); toast.error('Could not save', { description: errors });`
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}
