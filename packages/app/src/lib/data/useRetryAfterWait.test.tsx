import { ApiError } from '@stampcard/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longestAutomaticWaitSeconds, useRetryAfterWait, type RetriedRead } from './useRetryAfterWait';

const tooMany = (seconds: number | undefined) =>
  new ApiError('getBusinesses', 429, { errors: ['Too many requests'] }, { retryAfterSeconds: seconds });

function renderRead(initial: Omit<RetriedRead, 'retry'>) {
  const retry = vi.fn();
  const hook = renderHook(
    (read: Omit<RetriedRead, 'retry'>) => {
      useRetryAfterWait({ ...read, retry });
    },
    { initialProps: initial },
  );
  return {
    retry,
    show: (read: Omit<RetriedRead, 'retry'>) => {
      hook.rerender(read);
    },
  };
}

const wait = (milliseconds: number) =>
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });

describe('useRetryAfterWait', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads again once the wait a 429 asked for is over, not before', () => {
    const { retry } = renderRead({ error: tooMany(30), isLoading: false, attempt: 'businesses' });
    wait(29_999);
    expect(retry).not.toHaveBeenCalled();
    wait(1);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('retries once: a second refusal of the same read waits for the user', () => {
    const { retry, show } = renderRead({ error: tooMany(2), isLoading: false, attempt: 'businesses' });
    wait(2_000);
    show({ error: undefined, isLoading: true, attempt: 'businesses' });
    show({ error: tooMany(2), isLoading: false, attempt: 'businesses' });
    wait(60_000);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('retries once again after a read that succeeded, or for another read', () => {
    const { retry, show } = renderRead({ error: tooMany(1), isLoading: false, attempt: 'page 1' });
    wait(1_000);
    show({ error: undefined, isLoading: false, attempt: 'page 1' });
    show({ error: tooMany(1), isLoading: false, attempt: 'page 1' });
    wait(1_000);
    expect(retry).toHaveBeenCalledTimes(2);
    show({ error: tooMany(1), isLoading: false, attempt: 'page 2' });
    wait(1_000);
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it('leaves other failures, a 429 without Retry-After and a very long wait to the Retry button', () => {
    const { retry, show } = renderRead({ error: new Error('offline'), isLoading: false, attempt: 'a' });
    show({ error: new ApiError('getBusinesses', 503, null, { retryAfterSeconds: 5 }), isLoading: false, attempt: 'b' });
    show({ error: tooMany(undefined), isLoading: false, attempt: 'c' });
    show({ error: tooMany(longestAutomaticWaitSeconds + 1), isLoading: false, attempt: 'd' });
    wait(3_600_000);
    expect(retry).not.toHaveBeenCalled();
  });

  it('stops waiting when the read is left (the page unmounts or reads something else)', () => {
    const { retry, show } = renderRead({ error: tooMany(10), isLoading: false, attempt: 'a' });
    wait(5_000);
    show({ error: undefined, isLoading: true, attempt: 'b' });
    wait(10_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
