import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotatingIndex } from './useRotatingIndex';

describe('useRotatingIndex', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances one step every 2000 ms and wraps around', () => {
    const { result } = renderHook(() => useRotatingIndex(3, 2000));
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(1);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(0);
  });

  it('holds still while paused, e.g. with reduced motion', () => {
    const { result } = renderHook(() => useRotatingIndex(4, 2000, true));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops where it is when paused and resumes from there', () => {
    const { result, rerender } = renderHook(({ isPaused }) => useRotatingIndex(4, 2000, isPaused), {
      initialProps: { isPaused: false },
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(1);
    rerender({ isPaused: true });
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(result.current).toBe(1);
    rerender({ isPaused: false });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe(2);
  });

  it('does not rotate a single item', () => {
    const { result } = renderHook(() => useRotatingIndex(1, 2000));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useRotatingIndex(4, 2000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
