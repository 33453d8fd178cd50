/**
 * The silent sign-in's callback page. The provider sends the hidden frame of a silent sign-in or
 * renewal back here with the code (or the error) in the address; all that is left to do is hand
 * that address to the page that opened the frame, whose oidc-client-ts checks the state and
 * exchanges the code. That is the library's own `IFrameWindow.notifyParent` message, written here
 * so the frame loads a few hundred bytes instead of the whole app, its configuration and the
 * library (a test pins the message to the installed library's).
 */

/** The `source` oidc-client-ts's frame listener accepts a message from. */
export const oidcMessageSource = 'oidc-client';

/** The message oidc-client-ts's `signinSilent()` waits for from its frame. */
export interface SilentCallbackMessage {
  readonly source: typeof oidcMessageSource;
  readonly url: string;
  readonly keepOpen: false;
}

/** What the page at `location` does in `window`: tell its parent, or leave when it has none. */
export function completeSilentCallback(
  target: Pick<Window, 'parent' | 'location'> & { readonly self: unknown },
  homePath: string,
): void {
  // Opened as a page rather than in a hidden frame: nothing to complete, the app is elsewhere.
  if (target.parent === target.self) {
    target.location.replace(homePath);
    return;
  }
  const message: SilentCallbackMessage = { source: oidcMessageSource, url: target.location.href, keepOpen: false };
  // Only a page of this origin may read the code: the frame's parent is the app itself.
  target.parent.postMessage(message, target.location.origin);
}
