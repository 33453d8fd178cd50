import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultToastDuration, expandedToastDuration, useToastTimer } from './useToastTimer';

interface TimerProps {
  duration: number;
  isPaused: boolean;
}

function renderTimer(initialProps: TimerProps = { duration: defaultToastDuration, isPaused: false }) {
  const onExpire = vi.fn();
  const hook = renderHook(({ duration, isPaused }: TimerProps) => useToastTimer(duration, isPaused, onExpire), {
    initialProps,
  });
  return { onExpire, ...hook };
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

describe('useToastTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires after 5 seconds by default', () => {
    const { onExpire } = renderTimer();
    advance(4999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each([2000, 8000, 10_000])('expires after a custom duration of %i ms', (duration) => {
    const { onExpire } = renderTimer({ duration, isPaused: false });
    advance(duration - 1);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts with 60 seconds when the details are expanded', () => {
    const { onExpire, rerender } = renderTimer();
    advance(4000);
    rerender({ duration: expandedToastDuration, isPaused: false });
    advance(59_999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts with 5 seconds when the details are hidden again', () => {
    const { onExpire, rerender } = renderTimer();
    rerender({ duration: expandedToastDuration, isPaused: false });
    advance(50_000);
    rerender({ duration: defaultToastDuration, isPaused: false });
    advance(4999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops while paused and resumes with the time that was left', () => {
    const { onExpire, rerender } = renderTimer();
    advance(3000);
    rerender({ duration: defaultToastDuration, isPaused: true });
    advance(120_000);
    expect(onExpire).not.toHaveBeenCalled();
    rerender({ duration: defaultToastDuration, isPaused: false });
    advance(1999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('keeps the time left over several pauses', () => {
    const { onExpire, rerender } = renderTimer();
    for (let pause = 0; pause < 4; pause += 1) {
      advance(1000);
      rerender({ duration: defaultToastDuration, isPaused: true });
      advance(10_000);
      rerender({ duration: defaultToastDuration, isPaused: false });
    }
    advance(999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts a new duration given while paused when the pause ends', () => {
    const { onExpire, rerender } = renderTimer();
    advance(4000);
    rerender({ duration: defaultToastDuration, isPaused: true });
    rerender({ duration: expandedToastDuration, isPaused: true });
    advance(120_000);
    expect(onExpire).not.toHaveBeenCalled();
    rerender({ duration: expandedToastDuration, isPaused: false });
    advance(59_999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('calls the latest onExpire without restarting the countdown', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onExpire }) => useToastTimer(defaultToastDuration, false, onExpire), {
      initialProps: { onExpire: first },
    });
    advance(3000);
    rerender({ onExpire: second });
    advance(2000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('never fires once unmounted', () => {
    const { onExpire, unmount } = renderTimer();
    advance(2000);
    unmount();
    advance(10_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
