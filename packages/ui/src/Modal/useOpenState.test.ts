import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOpenState } from './useOpenState';

describe('useOpenState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useOpenState(undefined, false, onOpenChange));
    act(() => {
      result.current.setOpen(true);
    });
    expect(result.current.isOpen).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('follows isOpen when controlled, only asking the parent to change it', () => {
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useOpenState(true, false, onOpenChange));
    act(() => {
      result.current.setOpen(false);
    });
    expect(result.current.isOpen).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does not report a change to the state it already has', () => {
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useOpenState(undefined, true, onOpenChange));
    act(() => {
      result.current.setOpen(true);
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
