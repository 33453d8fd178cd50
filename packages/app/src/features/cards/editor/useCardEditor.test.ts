import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyDebounceInMilliseconds } from './cardHistory';
import type { CardDraft } from './types';
import { historyShortcut, isEditorKeyEvent, useCardEditor } from './useCardEditor';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('historyShortcut', () => {
  it('reads Ctrl+Z and Cmd+Z as undo', () => {
    expect(historyShortcut(press('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(press('z', { metaKey: true }))).toBe('undo');
  });

  it('reads Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y as redo', () => {
    expect(historyShortcut(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores other keys and combinations', () => {
    expect(historyShortcut(press('z'))).toBeNull();
    expect(historyShortcut(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(press('y', { metaKey: true }))).toBeNull();
    expect(historyShortcut(press('s', { ctrlKey: true }))).toBeNull();
  });
});

describe('isEditorKeyEvent', () => {
  const root = document.createElement('section');
  const field = document.createElement('input');
  root.append(field);
  const dialogField = document.createElement('input');
  beforeEach(() => {
    document.body.append(root, dialogField);
  });
  afterEach(() => {
    root.remove();
    dialogField.remove();
  });
  const event = (
    target: EventTarget | null,
    extra: Partial<Pick<KeyboardEvent, 'defaultPrevented' | 'isComposing'>> = {},
  ) => ({
    target,
    defaultPrevented: false,
    isComposing: false,
    ...extra,
  });

  it('takes presses aimed at the editor or at the page body', () => {
    expect(isEditorKeyEvent(event(field), root)).toBe(true);
    expect(isEditorKeyEvent(event(document.body), root)).toBe(true);
  });

  it('leaves presses aimed elsewhere (a dialog, a menu) alone', () => {
    expect(isEditorKeyEvent(event(dialogField), root)).toBe(false);
    expect(isEditorKeyEvent(event(field), null)).toBe(false);
  });

  it('leaves presses already handled, or part of an IME composition, alone', () => {
    expect(isEditorKeyEvent(event(field, { defaultPrevented: true }), root)).toBe(false);
    expect(isEditorKeyEvent(event(field, { isComposing: true }), root)).toBe(false);
  });
});

describe('useCardEditor', () => {
  const card: CardDraft = { loyaltyCardID: 4, name: 'Coffee', configuration: { title: 'Coffee' } };
  const retitle = (title: string) => (draft: CardDraft) => ({
    ...draft,
    configuration: { ...draft.configuration, title },
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every edit at once and records it one second after the last change', () => {
    const { result } = renderHook(() => useCardEditor(card));
    act(() => {
      result.current.update(retitle('C'));
    });
    act(() => {
      vi.advanceTimersByTime(historyDebounceInMilliseconds - 100);
      result.current.update(retitle('Co'));
    });
    expect(result.current.state.draft.configuration.title).toBe('Co');
    expect(result.current.state.entries).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(historyDebounceInMilliseconds - 1);
    });
    expect(result.current.state.entries).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // One entry for the burst of typing, not one per keystroke.
    expect(result.current.state.entries.map((entry) => entry.configuration.title)).toEqual(['Coffee', 'Co']);
    expect(result.current.canUndo).toBe(true);
    expect(result.current.hasUnsavedChanges).toBe(true);
  });

  it('undo goes back to the card as opened, redo forward again', () => {
    const { result } = renderHook(() => useCardEditor(card));
    act(() => {
      result.current.update(retitle('Tea'));
    });
    act(() => {
      vi.advanceTimersByTime(historyDebounceInMilliseconds);
    });
    act(() => {
      result.current.undo();
    });
    expect(result.current.state.draft.configuration.title).toBe('Coffee');
    expect(result.current.canRedo).toBe(true);
    act(() => {
      result.current.redo();
    });
    expect(result.current.state.draft.configuration.title).toBe('Tea');
  });

  it('keeps edits typed while a save was in flight', () => {
    const { result } = renderHook(() => useCardEditor(card));
    act(() => {
      result.current.update(retitle('Tea'));
    });
    const submitted = result.current.state.draft;
    act(() => {
      result.current.update(retitle('Tea and cake'));
    });
    act(() => {
      result.current.saved(submitted, submitted, false);
    });
    expect(result.current.state.draft.configuration.title).toBe('Tea and cake');
    expect(result.current.state.isSaved).toBe(false);
    expect(result.current.hasUnsavedChanges).toBe(true);
  });
});
