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
  /** A save answered with `card`. */
  readonly saved: (card: CardDraft, wasNew: boolean) => void;
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
  const saved = useCallback((next: CardDraft, wasNew: boolean) => {
    dispatch({ type: 'saved', card: next, wasNew });
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
