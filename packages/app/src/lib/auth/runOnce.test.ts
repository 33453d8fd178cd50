import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRunOnce, runOnce } from './runOnce';

afterEach(() => {
  resetRunOnce();
});

describe('runOnce', () => {
  it('runs the task the first time and gives its result', async () => {
    const task = vi.fn(() => Promise.resolve(42));
    await expect(runOnce('a', task)).resolves.toBe(42);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('returns the same promise for the same key without running the task again', async () => {
    const first = vi.fn(() => Promise.resolve('first'));
    const second = vi.fn(() => Promise.resolve('second'));
    const promise = runOnce('key', first);
    expect(runOnce('key', second)).toBe(promise);
    await expect(runOnce('key', second)).resolves.toBe('first');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('keeps keys apart', async () => {
    await expect(runOnce('a', () => Promise.resolve(1))).resolves.toBe(1);
    await expect(runOnce('b', () => Promise.resolve(2))).resolves.toBe(2);
  });

  it('keeps a rejection: a failed callback is not processed again', async () => {
    const task = vi.fn(() => Promise.reject(new Error('No matching state found in storage')));
    await expect(runOnce('callback', task)).rejects.toThrow('No matching state found in storage');
    await expect(runOnce('callback', task)).rejects.toThrow('No matching state found in storage');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('turns a task that throws synchronously into a kept rejection', async () => {
    const task = vi.fn((): Promise<never> => {
      throw new Error('boom');
    });
    await expect(runOnce('sync', task)).rejects.toThrow('boom');
    await expect(runOnce('sync', task)).rejects.toThrow('boom');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('processes a callback once when StrictMode runs the effect twice (mount, unmount, mount)', async () => {
    const processCallback = vi.fn(() => Promise.resolve({ status: 'success' as const }));
    const outcomes: string[] = [];

    /** An effect like the login-callback page's: starts the work, ignores it after clean-up. */
    const effect = (): (() => void) => {
      let active = true;
      void runOnce('login-callback:https://app.example/authentication/login-callback?code=1', processCallback).then(
        (result) => {
          if (active) outcomes.push(result.status);
        },
      );
      return () => {
        active = false;
      };
    };

    const cleanUp = effect(); // mount
    cleanUp(); // StrictMode's simulated unmount
    effect(); // mount again
    await vi.waitFor(() => {
      expect(outcomes).toEqual(['success']);
    });
    expect(processCallback).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on resetRunOnce', async () => {
    const task = vi.fn(() => Promise.resolve(1));
    await runOnce('k', task);
    resetRunOnce();
    await runOnce('k', task);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
