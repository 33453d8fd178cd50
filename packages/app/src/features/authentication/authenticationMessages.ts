/**
 * The texts the authentication routes show, worded as the people who use the product know them.
 * Screens and tests import these rather than retyping the sentences.
 */

/** Raised by login when the returnUrl is not same-origin. */
export const invalidReturnUrlMessage =
  'Invalid return url. The return url needs to have the same origin as the current page.';

/** Shown for an authentication route segment that is not one of the known actions. */
export const invalidActionMessage = 'Invalid action';

/** Shown by logout when the page state does not say the logout was started locally. */
export const logoutNotInitiatedMessage = 'The logout was not initiated from within the page.';

/** Shown by logged-out before it goes to login. */
export const loggedOutMessage = 'You successfully logged out!';

// The sign-in failure and a closed sign-in popup (popup sign-in is disabled, so it falls back to a
// redirect): the sign-in service raises them, so they live beside it.
export { signInErrorMessage, signInPopupClosedMessage } from '#app/lib/auth';

/** The query parameter that carries the failure message to login-failed. */
export const loginFailedMessageParameter = 'message';

/**
 * The message login-failed shows: the `message` query parameter, to be rendered as text (a React
 * text node), never as HTML. `null` when the parameter is absent, so the page decides what to show.
 */
export function getLoginFailedMessage(search: string | URLSearchParams): string | null {
  const parameters = typeof search === 'string' ? new URLSearchParams(search) : search;
  return parameters.get(loginFailedMessageParameter);
}
