import { useCallback, useEffect, useReducer } from 'react';
import {
  canRedo,
  canUndo,
  cardEditorReducer,
  hasUnsavedChanges,
  historyDebounceInMilliseconds,
  openCard,
  type CardEditorState,
} from './cardHistory';
import type { CardDraft, UpdateCard } from './types';

export interface CardEditor {
  readonly state: CardEditorState;
  /** Applies an edit (stable identity). */
  readonly update: UpdateCard;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly hasUnsavedChanges: boolean;
  /** Records the card as it is now (a save starts: the saved state becomes a step of its own). */
  readonly checkpoint: () => void;
  /** A save of `submitted` answered with `card` (edits made meanwhile stay). */
  readonly saved: (submitted: CardDraft, card: CardDraft, wasNew: boolean) => void;
  /** The card was deleted. */
  readonly deleted: () => void;
}

/** The editor's state for `card`, recording each edit 1 second after the last change. */
export function useCardEditor(card: CardDraft): CardEditor {
  const [state, dispatch] = useReducer(cardEditorReducer, card, openCard);

  useEffect(() => {
    if (!state.isRecordDue) return;
    const timer = window.setTimeout(() => {
      dispatch({ type: 'record' });
    }, historyDebounceInMilliseconds);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state.draft, state.isRecordDue]);

  const update = useCallback<UpdateCard>((recipe) => {
    dispatch({ type: 'edit', recipe });
  }, []);
  const undo = useCallback(() => {
    dispatch({ type: 'undo' });
  }, []);
  const redo = useCallback(() => {
    dispatch({ type: 'redo' });
  }, []);
  const saved = useCallback((submitted: CardDraft, next: CardDraft, wasNew: boolean) => {
    dispatch({ type: 'saved', submitted, card: next, wasNew });
  }, []);
  const checkpoint = useCallback(() => {
    dispatch({ type: 'record' });
  }, []);
  const deleted = useCallback(() => {
    dispatch({ type: 'deleted' });
  }, []);

  return {
    state,
    update,
    undo,
    redo,
    canUndo: canUndo(state),
    canRedo: canRedo(state),
    hasUnsavedChanges: hasUnsavedChanges(state),
    checkpoint,
    saved,
    deleted,
  };
}

/** Whether a key press is undo (Ctrl/Cmd+Z) or redo (Ctrl/Cmd+Shift+Z, Ctrl+Y). */
export function historyShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): 'undo' | 'redo' | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Whether a key press belongs to the editor's history: not already handled (by a text field's own
 * shortcut, say), not part of an IME composition, and aimed at the editor or at nothing in
 * particular (the page's body), never at a dialog, menu or toast elsewhere on the page.
 */
export function isEditorKeyEvent(
  event: Pick<KeyboardEvent, 'defaultPrevented' | 'isComposing' | 'target'>,
  editorRoot: Node | null,
): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const target = event.target;
  if (!(target instanceof Node) || target.nodeType === Node.DOCUMENT_NODE) return true;
  if (target === target.ownerDocument?.body || target === target.ownerDocument?.documentElement) return true;
  return editorRoot?.contains(target) ?? false;
}
