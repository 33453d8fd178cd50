/**
 * The card editor's state: the card being edited, whether it
 * is saved, and a bounded history of edits. An edit is recorded 1 second after the last change
 * (the hook debounces `record`); undo and redo move through the recorded edits and are disabled at
 * either end. Pure: the hook (`useCardEditor`) owns the timer.
 */
import type { CardDraft } from './types';

/** The most edits the history keeps; the oldest go first. */
export const historyLimit = 100;

/** How long after the last change an edit is recorded. */
export const historyDebounceInMilliseconds = 1000;

export interface CardEditorState {
  /** The card on screen, updated on every keystroke. */
  readonly draft: CardDraft;
  /** The recorded edits, oldest first; `entries[index]` is the latest recorded state undo starts from. */
  readonly entries: readonly CardDraft[];
  readonly index: number;
  /** Whether `draft` has changed since the last recorded entry (a record is due). */
  readonly isRecordDue: boolean;
  /** The card as last loaded or saved: leaving with `draft !== baseline` loses changes. */
  readonly baseline: CardDraft;
  /** Set by a save, cleared by any edit: the Save button shows Saved and is disabled. */
  readonly isSaved: boolean;
}

export type CardEditorAction =
  | { readonly type: 'edit'; readonly recipe: (draft: CardDraft) => CardDraft }
  | { readonly type: 'record' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  /**
   * A save of `submitted` answered with `card`: a new card's history starts again.
   * Edits made while the save was in flight stay on screen, unsaved.
   */
  | { readonly type: 'saved'; readonly submitted: CardDraft; readonly card: CardDraft; readonly wasNew: boolean }
  /** The card was deleted: the history is cleared. */
  | { readonly type: 'deleted' };

/** The state of a card just opened: a saved card is saved; a new one is not. */
export function openCard(card: CardDraft): CardEditorState {
  return {
    draft: card,
    entries: [card],
    index: 0,
    isRecordDue: false,
    baseline: card,
    isSaved: card.loyaltyCardID !== undefined,
  };
}

function record(state: CardEditorState): CardEditorState {
  if (!state.isRecordDue) return state;
  const kept = [...state.entries.slice(0, state.index + 1), state.draft];
  const entries = kept.length > historyLimit ? kept.slice(kept.length - historyLimit) : kept;
  return { ...state, entries, index: entries.length - 1, isRecordDue: false };
}

export function cardEditorReducer(state: CardEditorState, action: CardEditorAction): CardEditorState {
  switch (action.type) {
    case 'edit': {
      const draft = action.recipe(state.draft);
      if (draft === state.draft) return state;
      return { ...state, draft, isRecordDue: true, isSaved: false };
    }
    case 'record':
      return record(state);
    case 'undo': {
      const recorded = record(state);
      if (recorded.index === 0) return recorded;
      const index = recorded.index - 1;
      const draft = recorded.entries[index] ?? recorded.draft;
      return { ...recorded, index, draft, isSaved: false };
    }
    case 'redo': {
      if (state.isRecordDue || state.index >= state.entries.length - 1) return state;
      const index = state.index + 1;
      const draft = state.entries[index] ?? state.draft;
      return { ...state, index, draft, isSaved: false };
    }
    case 'saved': {
      const editedSince = state.draft !== action.submitted;
      if (action.wasNew) {
        const opened = openCard(action.card);
        if (!editedSince) return opened;
        // The edits typed during the save belong to the card just created.
        const draft = { ...state.draft, loyaltyCardID: action.card.loyaltyCardID };
        return { ...opened, draft, isRecordDue: true, isSaved: false };
      }
      // The returned card replaces the entry that was saved (the editor records the draft when a
      // save starts), so undo goes back to the edits before it.
      const recorded = record(state);
      const entries = recorded.entries.map((entry) => (entry === action.submitted ? action.card : entry));
      if (editedSince) return { ...recorded, entries, baseline: action.card, isSaved: false };
      return { ...recorded, entries, draft: action.card, baseline: action.card, isSaved: true };
    }
    case 'deleted':
      return { ...state, entries: [state.draft], index: 0, isRecordDue: false, baseline: state.draft };
  }
}

/** Whether undo has somewhere to go: a recorded edit before this one, or an edit not yet recorded. */
export function canUndo(state: CardEditorState): boolean {
  return state.index > 0 || state.isRecordDue;
}

/** Whether redo has somewhere to go (an edit since the last undo discards the redo steps). */
export function canRedo(state: CardEditorState): boolean {
  return !state.isRecordDue && state.index < state.entries.length - 1;
}

/** Whether leaving now would lose changes (the unsaved-changes guard asks). */
export function hasUnsavedChanges(state: CardEditorState): boolean {
  return state.draft !== state.baseline;
}
