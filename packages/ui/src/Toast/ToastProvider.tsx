import { useId, useMemo, useReducer, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { RenderLink } from '../SideMenu/navigationLink';
import { Toast } from './Toast';
import { LiveRegion, Region } from './Toast.styles';
import { ToastContext, type ToastApi } from './ToastContext';
import { toastQueueReducer, type QueuedToast, type ToastOptions } from './toastQueue';

export interface ToastProviderProps {
  /** The part of the app that can show toasts with `useToast()`. */
  children?: ReactNode;
  /**
   * Whether toasts stack (newest first, at most 5) instead of each new toast replacing the one shown.
   * @default false
   */
  isStacked?: boolean;
  /**
   * The accessible name of the toast region, a landmark screen reader users can jump to.
   * @default 'Notifications'
   */
  label?: string;
  /**
   * Renders the toasts' links, e.g. `({ href, ...props }) => <Link to={href} {...props} />`, so a
   * link to what was just created navigates within the app instead of reloading the page.
   * @default a plain <a>
   */
  renderLink?: RenderLink;
}

const initialToasts: readonly QueuedToast[] = [];
const subscribeToNothing = () => () => undefined;

/**
 * Gives its children `useToast()` and renders the toasts in a region portalled to the end of
 * `document.body`, above every other layer (`zIndex.toast`).
 *
 * The two live regions are rendered up front, empty, so that screen readers announce the toasts
 * added to them later: errors go into `role="alert"` (announced at once), the other types into
 * `role="status"` (announced when the reader is idle). Each group is newest first; errors sit
 * above, since a toast cannot move between the regions without being announced again.
 */
export function ToastProvider({
  children,
  isStacked = false,
  label = 'Notifications',
  renderLink,
}: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastQueueReducer, initialToasts);
  const providerId = useId();
  const countRef = useRef(0);
  // False on the server and while hydrating (so the markup matches the server's), true after.
  const isInBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const api = useMemo<ToastApi>(() => {
    const show = (toast: ToastOptions): string => {
      countRef.current += 1;
      const id = `${providerId}toast-${countRef.current}`;
      dispatch({ type: 'show', toast: { ...toast, id, type: toast.type ?? 'info' }, isStacked });
      return id;
    };
    return {
      show,
      dismiss: (id) => {
        dispatch({ type: 'dismiss', id });
      },
      dismissAll: () => {
        dispatch({ type: 'dismissAll' });
      },
      success: (title, options) => show({ ...options, type: 'success', title }),
      error: (title, options) => show({ ...options, type: 'error', title }),
      warning: (title, options) => show({ ...options, type: 'warning', title }),
      info: (title, options) => show({ ...options, type: 'info', title }),
    };
  }, [isStacked, providerId]);

  const renderToasts = (isError: boolean) =>
    toasts
      .filter((toast) => (toast.type === 'error') === isError)
      .map((toast) => (
        <Toast
          key={toast.id}
          type={toast.type}
          title={toast.title}
          description={toast.description}
          link={toast.link}
          renderLink={renderLink}
          duration={toast.duration}
          onDismiss={() => {
            api.dismiss(toast.id);
          }}
        />
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      {isInBrowser
        ? createPortal(
            <Region aria-label={label} data-component="ToastRegion">
              {/* aria-live spelled out: a modal dialog hides everything outside it from assistive
                  technology except live regions it recognises by that attribute (floating-ui's
                  focus manager), and an error toast must stay heard while a dialog is open. */}
              <LiveRegion role="alert" aria-live="assertive">
                {renderToasts(true)}
              </LiveRegion>
              <LiveRegion role="status" aria-live="polite">
                {renderToasts(false)}
              </LiveRegion>
            </Region>,
            document.body,
          )
        : null}
    </ToastContext.Provider>
  );
}
