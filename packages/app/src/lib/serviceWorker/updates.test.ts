import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerUpdates } from './updates';

describe('the update store', () => {
  it('offers a new version, and switches only when the user accepts, once', () => {
    const updates = createServiceWorkerUpdates();
    const apply = vi.fn();
    const listener = vi.fn();
    updates.subscribe(listener);
    expect(updates.getStatus()).toBe('current');

    updates.offer(apply);
    expect(updates.getStatus()).toBe('available');
    expect(apply).not.toHaveBeenCalled();

    updates.accept();
    updates.accept();
    expect(updates.getStatus()).toBe('reloading');
    expect(apply).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does nothing on accept without an offer', () => {
    const updates = createServiceWorkerUpdates();
    updates.accept();
    expect(updates.getStatus()).toBe('current');
  });

  it('applies the latest offer (another tab switched meanwhile), and takes none once accepted', () => {
    const updates = createServiceWorkerUpdates();
    const skipWaiting = vi.fn();
    const reload = vi.fn();
    updates.offer(skipWaiting);
    updates.offer(reload);
    updates.accept();
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
    const late = vi.fn();
    updates.offer(late);
    updates.accept();
    expect(late).not.toHaveBeenCalled();
    expect(updates.getStatus()).toBe('reloading');
  });

  it('stops calling a listener once unsubscribed', () => {
    const updates = createServiceWorkerUpdates();
    const listener = vi.fn();
    updates.subscribe(listener)();
    updates.offer(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});
