import type { Page } from '@stampcard/api-client';
import type { PickerUser } from './userPickerState';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserPicker, userSearchDebounceInMilliseconds, type UserPickerQuery } from './useUserPicker';

interface Call {
  query: UserPickerQuery;
  resolve: (page: Page<PickerUser>) => void;
  reject: (error: unknown) => void;
}

/** A `loadUsers` whose answers the test gives, one call at a time. */
function controlledLoader() {
  const calls: Call[] = [];
  const loadUsers = vi.fn(
    (query: UserPickerQuery) =>
      new Promise<Page<PickerUser>>((resolve, reject) => {
        calls.push({ query, resolve, reject });
      }),
  );
  return { calls, loadUsers };
}

const pageOf = (page: number, totalCount: number, names: string[]): Page<PickerUser> => ({
  items: names.map((name) => ({ userID: name, firstName: name })),
  pagination: { totalCount, pageSize: 20, currentPage: page, totalPages: Math.ceil(totalCount / 20) },
});

const names = (from: number, count: number) => Array.from({ length: count }, (_, index) => `user-${from + index}`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useUserPicker', () => {
  it('asks for page 1 of everyone, 20 a page, when it mounts (the picker opens)', () => {
    const { calls, loadUsers } = controlledLoader();
    renderHook(() => useUserPicker(loadUsers));
    expect(calls.map((call) => [call.query.page, call.query.pageSize, call.query.search])).toEqual([[1, 20, '']]);
  });

  it('sends the search 400 ms after the last keystroke, once, and aborts the request it replaces', async () => {
    const { calls, loadUsers } = controlledLoader();
    const { result } = renderHook(() => useUserPicker(loadUsers));
    await act(async () => {
      calls[0]?.resolve(pageOf(1, 100, names(1, 20)));
      await Promise.resolve();
    });
    act(() => {
      result.current.changeSearch('o');
    });
    act(() => {
      vi.advanceTimersByTime(userSearchDebounceInMilliseconds - 100);
      result.current.changeSearch('ol ');
    });
    act(() => {
      vi.advanceTimersByTime(userSearchDebounceInMilliseconds - 1);
    });
    expect(calls).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(calls.map((call) => call.query.search)).toEqual(['', 'ol']);
    expect(result.current.searchText).toBe('ol ');
    expect(result.current.state.users).toEqual([]);
  });

  it('sends the search at once on Enter', () => {
    const { calls, loadUsers } = controlledLoader();
    const { result } = renderHook(() => useUserPicker(loadUsers));
    act(() => {
      result.current.submitSearch('priya');
    });
    expect(calls.map((call) => call.query.search)).toEqual(['', 'priya']);
    expect(calls[0]?.query.signal.aborted).toBe(true);
  });

  it('keeps the newer search’s users when the older answer comes late', async () => {
    const { calls, loadUsers } = controlledLoader();
    const { result } = renderHook(() => useUserPicker(loadUsers));
    act(() => {
      result.current.submitSearch('ol');
    });
    await act(async () => {
      calls[1]?.resolve(pageOf(1, 1, ['oliver']));
      calls[0]?.resolve(pageOf(1, 100, names(1, 20)));
      await Promise.resolve();
    });
    expect(result.current.state.users.map((user) => user.userID)).toEqual(['oliver']);
  });

  it('loads the next page once (not again while it loads), then the one after', async () => {
    const { calls, loadUsers } = controlledLoader();
    const { result } = renderHook(() => useUserPicker(loadUsers));
    await act(async () => {
      calls[0]?.resolve(pageOf(1, 60, names(1, 20)));
      await Promise.resolve();
    });
    act(() => {
      result.current.loadMore();
    });
    act(() => {
      result.current.loadMore();
    });
    expect(calls.map((call) => call.query.page)).toEqual([1, 2]);
    await act(async () => {
      calls[1]?.resolve(pageOf(2, 60, names(21, 20)));
      await Promise.resolve();
    });
    expect(result.current.state.users).toHaveLength(40);
    act(() => {
      result.current.loadMore();
    });
    expect(calls.map((call) => call.query.page)).toEqual([1, 2, 3]);
  });

  it('asks for the next page once when the list is scrolled twice before it renders again', async () => {
    const { calls, loadUsers } = controlledLoader();
    const { result } = renderHook(() => useUserPicker(loadUsers));
    await act(async () => {
      calls[0]?.resolve(pageOf(1, 60, names(1, 20)));
      await Promise.resolve();
    });
    const { loadMore } = result.current;
    act(() => {
      // The same callback twice, as two scroll events of one frame call it.
      loadMore();
      loadMore();
    });
    expect(calls.map((call) => call.query.page)).toEqual([1, 2]);
    expect(calls[1]?.query.signal.aborted).toBe(false);
  });

  it('reports a failed page and asks for it again on retry', async () => {
    const { calls, loadUsers } = controlledLoader();
    const { result } = renderHook(() => useUserPicker(loadUsers));
    const error = new Error('offline');
    await act(async () => {
      calls[0]?.reject(error);
      await Promise.resolve();
    });
    expect(result.current.state.failure).toEqual({ error });
    act(() => {
      result.current.loadMore();
    });
    expect(calls).toHaveLength(1);
    act(() => {
      result.current.retry();
    });
    expect(calls.map((call) => call.query.page)).toEqual([1, 1]);
    expect(result.current.state.failure).toBeNull();
  });

  it('aborts the request under way when it unmounts (the picker closes)', () => {
    const { calls, loadUsers } = controlledLoader();
    const { unmount } = renderHook(() => useUserPicker(loadUsers));
    unmount();
    expect(calls[0]?.query.signal.aborted).toBe(true);
  });

  it('reports a loader that throws instead of rejecting', async () => {
    const error = new Error('bad');
    const { result } = renderHook(() =>
      useUserPicker(() => {
        throw error;
      }),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.state.failure).toEqual({ error });
  });
});
