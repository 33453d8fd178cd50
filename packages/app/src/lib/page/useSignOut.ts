import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#app/config/paths';

/** The history state that tells authentication/logout the sign-out was started here; it signs out only then. */
export interface LocalLogoutState {
  readonly local: true;
}

/** Whether a history state says the logout was started from within the page. */
export function isLocalLogoutState(state: unknown): state is LocalLogoutState {
  return typeof state === 'object' && state !== null && (state as { local?: unknown }).local === true;
}

/** Starts signing out: goes to authentication/logout, marked as started from within the page. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: LocalLogoutState = { local: true };
    void navigate(paths.logout.href({}), { state });
  }, [navigate]);
}
