import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getErrorText, usePromptAction } from './usePromptAction';

function createDeferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

describe('usePromptAction', () => {
  it('closes at once after a synchronous action, without a busy state', async () => {
    const onConfirm = vi.fn();
    const close = vi.fn();
    const { result } = renderHook(() => usePromptAction({ onConfirm, hasSuccess: false }));
    await act(() => result.current.confirm(close));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
  });

  it('is busy until the promise settles, then closes', async () => {
    const action = createDeferred();
    const close = vi.fn();
    const { result } = renderHook(() => usePromptAction({ onConfirm: () => action.promise, hasSuccess: false }));
    let confirming: Promise<unknown> = Promise.resolve();
    act(() => {
      confirming = result.current.confirm(close);
    });
    expect(result.current.status).toBe('busy');
    expect(close).not.toHaveBeenCalled();
    await act(async () => {
      action.resolve();
      await confirming;
    });
    expect(close).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
  });

  it('shows the success state instead of closing when the prompt has a success message', async () => {
    const close = vi.fn();
    const { result } = renderHook(() => usePromptAction({ onConfirm: () => Promise.resolve(), hasSuccess: true }));
    await act(() => result.current.confirm(close));
    expect(result.current.status).toBe('success');
    expect(close).not.toHaveBeenCalled();
  });

  it('keeps the prompt open with the error when the action rejects, and lets the user retry', async () => {
    const failure = new Error('The server could not be reached.');
    const onConfirm = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    const close = vi.fn();
    const { result } = renderHook(() => usePromptAction({ onConfirm, hasSuccess: false }));
    await act(() => result.current.confirm(close));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(failure);
    expect(close).not.toHaveBeenCalled();

    await act(() => result.current.confirm(close));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('treats a synchronous throw like a rejection', async () => {
    const { result } = renderHook(() =>
      usePromptAction({
        onConfirm: () => {
          throw new Error('Not allowed.');
        },
        hasSuccess: false,
      }),
    );
    await act(() => result.current.confirm(vi.fn()));
    expect(result.current.status).toBe('error');
  });

  it('runs the action once when confirmed again while busy', async () => {
    const action = createDeferred();
    const onConfirm = vi.fn(() => action.promise);
    const { result } = renderHook(() => usePromptAction({ onConfirm, hasSuccess: false }));
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.confirm(vi.fn());
    });
    await act(() => result.current.confirm(vi.fn()));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => {
      action.resolve();
      await first;
    });
  });

  it('ignores an action that settles after the prompt was closed', async () => {
    const action = createDeferred();
    const close = vi.fn();
    const { result } = renderHook(() => usePromptAction({ onConfirm: () => action.promise, hasSuccess: true }));
    let confirming: Promise<unknown> = Promise.resolve();
    act(() => {
      confirming = result.current.confirm(close);
    });
    act(() => {
      result.current.reset();
    });
    await act(async () => {
      action.reject(new Error('Too late.'));
      await confirming;
    });
    expect(result.current.status).toBe('idle');
    expect(close).not.toHaveBeenCalled();
  });
});

describe('getErrorText', () => {
  it('uses the message of a thrown Error', () => {
    expect(getErrorText(new Error('The card is in use.'), 'Fallback')).toBe('The card is in use.');
  });

  it('uses a thrown string', () => {
    expect(getErrorText('The card is in use.', 'Fallback')).toBe('The card is in use.');
  });

  it('falls back when the rejection has no usable message', () => {
    expect(getErrorText(undefined, 'Fallback')).toBe('Fallback');
    expect(getErrorText({ status: 500 }, 'Fallback')).toBe('Fallback');
    expect(getErrorText(new Error('  '), 'Fallback')).toBe('Fallback');
  });
});
