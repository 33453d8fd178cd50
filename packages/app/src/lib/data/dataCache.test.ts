import { describe, expect, it, vi } from 'vitest';
import { DataCache } from './dataCache';

describe('DataCache', () => {
  it('loads a key once and shares it', async () => {
    const cache = new DataCache();
    const load = vi.fn(() => Promise.resolve(['Bristol', 'Liverpool']));
    const first = cache.get(['stores', 'cities'], load);
    const second = cache.get(['stores', 'cities'], load);
    expect(second).toBe(first);
    await expect(first).resolves.toEqual(['Bristol', 'Liverpool']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek(['stores', 'cities'])).toEqual({ status: 'ready', data: ['Bristol', 'Liverpool'] });
  });

  it('keeps a failure until the next get, which loads again', async () => {
    const cache = new DataCache();
    const error = new Error('offline');
    await expect(cache.get(['categories'], () => Promise.reject(error))).rejects.toBe(error);
    expect(cache.peek(['categories'])).toEqual({ status: 'failed', error });
    await expect(cache.get(['categories'], () => Promise.resolve(['Food']))).resolves.toEqual(['Food']);
  });

  it('forgets what an invalidation covers, and tells its subscribers', async () => {
    const cache = new DataCache();
    await cache.get(['stores', 'cities'], () => Promise.resolve(['Bristol']));
    await cache.get(['categories'], () => Promise.resolve(['Food']));
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    cache.invalidate([['stores']]);
    expect(cache.peek(['stores', 'cities'])).toBeUndefined();
    expect(cache.peek(['categories'])).toBeDefined();
    expect(listener).toHaveBeenCalledTimes(1);
    cache.invalidate([['nothing']]);
    expect(listener).toHaveBeenCalledTimes(1);
    cache.invalidate('everything');
    expect(cache.peek(['categories'])).toBeUndefined();
    unsubscribe();
    await cache.get(['categories'], () => Promise.resolve(['Food']));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells its subscribers when a value arrives', async () => {
    const cache = new DataCache();
    const listener = vi.fn();
    cache.subscribe(listener);
    await cache.get(['categories'], () => Promise.resolve(['Food']));
    await Promise.resolve();
    expect(listener).toHaveBeenCalled();
  });
});
