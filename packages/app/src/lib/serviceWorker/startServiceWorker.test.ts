import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './startServiceWorker';
import { createServiceWorkerUpdates } from './updates';

describe('startServiceWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers nothing where the build defined no worker (development, Storybook, tests)', () => {
    vi.useFakeTimers();
    const register = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const cancel = startServiceWorker(createServiceWorkerUpdates());
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
    cancel();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
