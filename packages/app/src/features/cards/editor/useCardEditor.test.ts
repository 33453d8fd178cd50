import { describe, expect, it } from 'vitest';
import { historyShortcut } from './useCardEditor';

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
