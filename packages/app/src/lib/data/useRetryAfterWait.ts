import { ApiError } from '@stampcard/api-client';
import { useEffect, useState } from 'react';

/** The longest wait a page sits out by itself before its one retry; a longer one leaves Retry to the user. */
export const longestAutomaticWaitSeconds = 300;

/** The seconds to wait an error asks for: a 429 Too Many Requests with its `Retry-After`. */
export function waitAskedFor(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined;
}

/** What `useRetryAfterWait` watches of a read. */
export interface RetriedRead {
  /** Why the read failed, or undefined. */
  readonly error: unknown;
  /** The read is under way. */
  readonly isLoading: boolean;
  /** Names what is read (its data key): reading something else allows one automatic retry again. */
  readonly attempt: string;
  /** Reads again. */
  readonly retry: () => void;
}

/**
 * A read refused because too many requests were made is tried again once, by itself, when the
 * wait the API asked for is over (the page says how long meanwhile, and Retry stays offered). A
 * second refusal waits for the user; once a read of it succeeds, or something else is read, a
 * later refusal is retried once again.
 */
export function useRetryAfterWait({ error, isLoading, attempt, retry }: RetriedRead): void {
  const [retried, setRetried] = useState<string | null>(null);
  const seconds = waitAskedFor(error);
  const hasSucceeded = !isLoading && error === undefined;
  if (retried !== null && (hasSucceeded || retried !== attempt)) setRetried(null);
  const isWaiting = seconds !== undefined && seconds <= longestAutomaticWaitSeconds && retried !== attempt;
  useEffect(() => {
    if (!isWaiting) return undefined;
    const timer = setTimeout(
      () => {
        setRetried(attempt);
        retry();
      },
      Math.max(seconds, 0) * 1000,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [isWaiting, seconds, attempt, retry]);
}
