/**
 * Tabs of the same browser see each other's saves without a reload: a save announces what it
 * changed on a BroadcastChannel, and every other tab of the app reloads exactly that data, as the
 * saving tab does. Only keys travel, never data: each tab reloads with its own sign-in.
 */
import type { Invalidation } from './dataKey';

const channelName = 'stampcard:data-changed';

/**
 * The tab's one channel, for sending and listening alike: a channel never receives its own
 * messages, while a second channel of the same tab would receive them and reload twice.
 */
let channel: BroadcastChannel | undefined;
function tabChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(channelName);
  return channel;
}

/** A message that names data: a list of keys, or everything (another tab's older app, say, sends nothing else). */
const isInvalidation = (value: unknown): value is Invalidation =>
  value === 'everything' || (Array.isArray(value) && value.every((key) => Array.isArray(key)));

/** Tells the other tabs that `invalidation` changed. */
export function announceChange(invalidation: Invalidation): void {
  tabChannel()?.postMessage(invalidation);
}

/** Calls `onChange` with what another tab changed; returns the unsubscribe. */
export function listenForChanges(onChange: (invalidation: Invalidation) => void): () => void {
  const shared = tabChannel();
  if (shared === undefined) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    if (isInvalidation(event.data)) onChange(event.data);
  };
  shared.addEventListener('message', listener);
  return () => {
    shared.removeEventListener('message', listener);
  };
}
