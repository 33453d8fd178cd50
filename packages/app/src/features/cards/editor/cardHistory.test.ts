import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  cardEditorReducer,
  hasUnsavedChanges,
  historyLimit,
  openCard,
  type CardEditorAction,
  type CardEditorState,
} from './cardHistory';
import type { CardDraft } from './types';

const saved: CardDraft = { loyaltyCardID: 7, name: 'Coffee', configuration: { cardColour: '#FFFFFF' } };
const blank: CardDraft = { storeID: 3, configuration: {} };

const colour = (value: string): CardEditorAction => ({
  type: 'edit',
  recipe: (draft) => ({ ...draft, configuration: { ...draft.configuration, cardColour: value } }),
});

function run(state: CardEditorState, ...actions: CardEditorAction[]): CardEditorState {
  return actions.reduce(cardEditorReducer, state);
}

const colourOf = (state: CardEditorState) => state.draft.configuration.cardColour;

describe('the card editor state', () => {
  it('opens a saved card as saved, with nothing to undo or redo', () => {
    const state = openCard(saved);
    expect(state.isSaved).toBe(true);
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('opens a new card as not saved, with no changes to lose', () => {
    const state = openCard(blank);
    expect(state.isSaved).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('applies every edit at once, clears Saved, and records it only when asked (after the debounce)', () => {
    const state = run(openCard(saved), colour('#111111'), colour('#222222'));
    expect(colourOf(state)).toBe('#222222');
    expect(state.isSaved).toBe(false);
    expect(state.entries).toHaveLength(1);
    expect(hasUnsavedChanges(state)).toBe(true);
    const recorded = run(state, { type: 'record' });
    expect(recorded.entries).toHaveLength(2);
    expect(recorded.isRecordDue).toBe(false);
  });

  it('ignores an edit that changes nothing', () => {
    const state = openCard(saved);
    expect(run(state, { type: 'edit', recipe: (draft) => draft })).toBe(state);
  });

  it('undoes and redoes through recorded edits, disabled at either end', () => {
    let state = run(openCard(saved), colour('#111111'), { type: 'record' }, colour('#222222'), { type: 'record' });
    expect(canUndo(state)).toBe(true);
    expect(canRedo(state)).toBe(false);
    state = run(state, { type: 'undo' });
    expect(colourOf(state)).toBe('#111111');
    state = run(state, { type: 'undo' });
    expect(colourOf(state)).toBe('#FFFFFF');
    expect(canUndo(state)).toBe(false);
    expect(run(state, { type: 'undo' })).toBe(state);
    state = run(state, { type: 'redo' }, { type: 'redo' });
    expect(colourOf(state)).toBe('#222222');
    expect(canRedo(state)).toBe(false);
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('records a pending edit before undoing it, so undo right after typing goes back', () => {
    const state = run(openCard(saved), colour('#111111'));
    expect(canUndo(state)).toBe(true);
    const undone = run(state, { type: 'undo' });
    expect(colourOf(undone)).toBe('#FFFFFF');
    expect(canRedo(undone)).toBe(true);
    expect(colourOf(run(undone, { type: 'redo' }))).toBe('#111111');
  });

  it('drops the redo steps when a new edit is recorded after an undo', () => {
    const state = run(openCard(saved), colour('#111111'), { type: 'record' }, { type: 'undo' }, colour('#333333'));
    expect(canRedo(state)).toBe(false);
    const recorded = run(state, { type: 'record' });
    expect(recorded.entries.map((entry) => entry.configuration.cardColour)).toEqual(['#FFFFFF', '#333333']);
  });

  it('keeps at most historyLimit edits, dropping the oldest', () => {
    let state = openCard(saved);
    for (let step = 0; step < historyLimit + 20; step += 1) {
      state = run(state, colour(`#${String(step).padStart(6, '0')}`), { type: 'record' });
    }
    expect(state.entries).toHaveLength(historyLimit);
    expect(state.index).toBe(historyLimit - 1);
    expect(state.entries[0]?.configuration.cardColour).toBe('#000020');
  });

  it('a save of a new card starts the history again, saved', () => {
    const created: CardDraft = { ...blank, loyaltyCardID: 99 };
    const edited = run(openCard(blank), colour('#111111'), { type: 'record' });
    const state = run(edited, { type: 'saved', submitted: edited.draft, card: created, wasNew: true });
    expect(state.draft).toBe(created);
    expect(state.entries).toEqual([created]);
    expect(state.isSaved).toBe(true);
    expect(canUndo(state)).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('a save of an existing card shows the returned card and keeps the edits before it', () => {
    const returned: CardDraft = { ...saved, configuration: { cardColour: '#111111' }, name: 'Coffee (saved)' };
    const edited = run(openCard(saved), colour('#111111'));
    const state = run(edited, { type: 'saved', submitted: edited.draft, card: returned, wasNew: false });
    expect(state.draft).toBe(returned);
    expect(state.isSaved).toBe(true);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(canUndo(state)).toBe(true);
    const editedAgain = run(state, colour('#222222'));
    expect(editedAgain.isSaved).toBe(false);
  });

  it('keeps the edits typed while a save was in flight, unsaved (existing card)', () => {
    const returned: CardDraft = { ...saved, configuration: { cardColour: '#111111' } };
    // The editor records the draft as a save starts.
    const submitted = run(openCard(saved), colour('#111111'), { type: 'record' });
    const typedDuringSave = run(submitted, colour('#222222'));
    const state = run(typedDuringSave, { type: 'saved', submitted: submitted.draft, card: returned, wasNew: false });
    expect(colourOf(state)).toBe('#222222');
    expect(state.isSaved).toBe(false);
    expect(state.baseline).toBe(returned);
    expect(hasUnsavedChanges(state)).toBe(true);
    const undone = run(state, { type: 'undo' });
    expect(undone.draft).toBe(returned);
    expect(hasUnsavedChanges(undone)).toBe(false);
  });

  it('keeps the edits typed while a new card was being created, on the created card', () => {
    const created: CardDraft = { ...blank, loyaltyCardID: 99, configuration: { cardColour: '#111111' } };
    const submitted = run(openCard(blank), colour('#111111'));
    const typedDuringSave = run(submitted, colour('#222222'));
    const state = run(typedDuringSave, { type: 'saved', submitted: submitted.draft, card: created, wasNew: true });
    expect(colourOf(state)).toBe('#222222');
    expect(state.draft.loyaltyCardID).toBe(99);
    expect(state.isSaved).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(true);
    const undone = run(state, { type: 'undo' });
    expect(undone.draft).toBe(created);
    expect(canUndo(undone)).toBe(false);
  });

  it('a failed save changes nothing: the edits and their history stay', () => {
    const state = run(openCard(saved), colour('#111111'), { type: 'record' }, colour('#222222'));
    // The page dispatches nothing on failure; the state is what the user left.
    expect(colourOf(state)).toBe('#222222');
    expect(canUndo(state)).toBe(true);
  });

  it('a delete clears the history', () => {
    const state = run(openCard(saved), colour('#111111'), { type: 'record' }, { type: 'deleted' });
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(false);
  });
});
