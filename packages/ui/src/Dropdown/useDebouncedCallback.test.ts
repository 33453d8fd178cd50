import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './useDebouncedCallback';

describe('useDebouncedCallback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once typing has paused for the delay, with the last text', () => {
    const onSearch = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(onSearch, 400));
    result.current('b');
    vi.advanceTimersByTime(300);
    result.current('br');
    vi.advanceTimersByTime(300);
    result.current('bri');
    vi.advanceTimersByTime(399);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bri');
  });

  it('calls the latest callback passed, not the one of the first render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ callback }) => useDebouncedCallback(callback, 400), {
      initialProps: { callback: first },
    });
    result.current('store');
    rerender({ callback: second });
    vi.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('store');
  });

  it('keeps the same function across renders', () => {
    const { result, rerender } = renderHook(() => useDebouncedCallback(vi.fn(), 400));
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });

  it('drops a pending call when cancelled', () => {
    const onSearch = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(onSearch, 400));
    result.current('bri');
    result.current.cancel();
    vi.advanceTimersByTime(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('drops a pending call when the component unmounts', () => {
    const onSearch = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(onSearch, 400));
    result.current('bri');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
