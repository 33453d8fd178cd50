/**
 * Signing out in one tab ends the session in every tab of the browser: each tab keeps its own
 * tokens (sessionStorage), valid until they expire, so the tab that signs out tells the others on
 * a BroadcastChannel and they forget theirs at once. Only the fact travels, never a token.
 */
const channelName = 'stampcard:auth';
const signedOut = 'signed-out';

/** Tells the other tabs of this browser that the user has signed out. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(signedOut);
  channel.close();
}

/** Calls `onSignOut` when another tab announces a sign-out; returns the unsubscribe. */
export function listenForSignOut(onSignOut: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data === signedOut) onSignOut();
  });
  return () => {
    channel.close();
  };
}
