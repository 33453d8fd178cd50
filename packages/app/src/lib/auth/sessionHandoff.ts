/**
 * A new tab of a browser where the app is open and signed in takes its session from an open tab
 * rather than signing in again: it asks on a BroadcastChannel, and any open tab with a user answers
 * with the user as oidc-client-ts stores it (sessionStorage), without the refresh token. The new
 * tab keeps the copy in its own sessionStorage and renews it through the provider like any other.
 *
 * What travels is what a script on this origin could already get: such a script can sign in silently
 * in a frame itself, on the provider's session. The refresh token never travels: it is the
 * long-lived secret, and two tabs using one would revoke each other (the provider rotates it).
 */

const channelName = 'stampcard:session';

interface Ask {
  readonly type: 'ask';
  /** The storage key of the user asked for: the provider and the client. */
  readonly key: string;
}

interface Answer {
  readonly type: 'answer';
  readonly key: string;
  /** The stored user, as JSON, without its refresh token. */
  readonly user: string;
}

/** A message's fields, unchecked: anything on the channel may send anything. */
type Fields = Partial<Record<'type' | 'key' | 'user', unknown>>;

const isAsk = (value: unknown): value is Ask =>
  typeof value === 'object' &&
  value !== null &&
  (value as Fields).type === 'ask' &&
  typeof (value as Fields).key === 'string';

const isAnswer = (value: unknown): value is Answer => {
  if (typeof value !== 'object' || value === null) return false;
  const { type, key, user } = value as Fields;
  return type === 'answer' && typeof key === 'string' && typeof user === 'string';
};

/** The stored user `json` without its refresh token, or null when it is not a stored user. */
export function withoutRefreshToken(json: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { refresh_token: _refreshToken, ...shared } = value as Record<string, unknown>;
  return JSON.stringify(shared);
}

/**
 * Answers other tabs' asks for the user stored under `key` with what `readUser` gives (the stored
 * JSON when this tab has a user that has not expired, else null: no answer). Returns the stop.
 */
export function answerSessionAsks(key: string, readUser: () => string | null): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isAsk(event.data) || event.data.key !== key) return;
    const stored = readUser();
    const user = stored === null ? null : withoutRefreshToken(stored);
    if (user !== null) channel.postMessage({ type: 'answer', key, user } satisfies Answer);
  });
  return () => {
    channel.close();
  };
}

/**
 * Asks the open tabs for the user stored under `key`: the first answer that `accept` takes, or null
 * when none comes within `waitMilliseconds` (no other tab, or none signed in).
 */
export function askOpenTabs(
  key: string,
  accept: (user: string) => boolean,
  waitMilliseconds: number,
): Promise<string | null> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(null);
  const channel = new BroadcastChannel(channelName);
  return new Promise<string | null>((resolve) => {
    const finish = (user: string | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(user);
    };
    const timer = setTimeout(() => {
      finish(null);
    }, waitMilliseconds);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isAnswer(event.data) && event.data.key === key && accept(event.data.user)) finish(event.data.user);
    });
    channel.postMessage({ type: 'ask', key } satisfies Ask);
  });
}
