import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineEditGroup } from './InlineEditGroup';
import { useInlineEdit, type UseInlineEditOptions } from './useInlineEdit';

/** A promise the test settles itself. */
function createDeferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

function renderInlineEdit(options: Partial<UseInlineEditOptions> = {}) {
  const onSave = vi.fn<UseInlineEditOptions['onSave']>();
  const hook = renderHook(
    (props: Partial<UseInlineEditOptions>) => useInlineEdit({ value: 'Bean There', onSave, ...props }),
    {
      initialProps: options,
    },
  );
  return { onSave, ...hook };
}

/** Opens the text box and types `text` in place of the value. */
function editTo(result: { current: ReturnType<typeof useInlineEdit> }, text: string) {
  act(() => {
    result.current.edit();
  });
  act(() => {
    result.current.setDraft(text);
  });
}

describe('useInlineEdit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the value, and opens the text box with it', () => {
    const { result } = renderInlineEdit();
    expect(result.current.status).toBe('idle');
    expect(result.current.displayValue).toBe('Bean There');
    act(() => {
      result.current.edit();
    });
    expect(result.current.status).toBe('editing');
    expect(result.current.isEditing).toBe(true);
    expect(result.current.draft).toBe('Bean There');
  });

  it('reads a missing value as empty', () => {
    const { result } = renderInlineEdit({ value: null });
    expect(result.current.displayValue).toBe('');
  });

  it('saves the typed text and shows it until the parent passes the new value', async () => {
    const { result, onSave, rerender } = renderInlineEdit();
    editTo(result, 'Bean There Camden');
    let outcome;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toBe('saved');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Bean There Camden', { previousValue: 'Bean There' });
    expect(result.current.status).toBe('idle');
    expect(result.current.displayValue).toBe('Bean There Camden');
    rerender({ value: 'Bean There Camden (renamed by the server)' });
    expect(result.current.displayValue).toBe('Bean There Camden (renamed by the server)');
  });

  it('is saving while the save is in flight, and ignores a second save meanwhile', async () => {
    const pending = createDeferred();
    const { result, onSave } = renderInlineEdit();
    onSave.mockReturnValue(pending.promise);
    editTo(result, 'Bean There Camden');
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.save();
    });
    expect(result.current.status).toBe('saving');
    let second;
    await act(async () => {
      second = await result.current.save();
    });
    expect(second).toBe('ignored');
    // Typing is ignored too while saving.
    act(() => {
      result.current.setDraft('Something else');
    });
    expect(result.current.draft).toBe('Bean There Camden');
    await act(async () => {
      pending.resolve();
      await first;
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
  });

  it('keeps the typed text and shows the error when the save fails', async () => {
    const { result, onSave } = renderInlineEdit();
    onSave.mockRejectedValue(new Error('The name is already taken.'));
    editTo(result, 'Bean There Camden');
    let outcome;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toBe('failed');
    expect(result.current.status).toBe('error');
    expect(result.current.isEditing).toBe(true);
    expect(result.current.draft).toBe('Bean There Camden');
    expect(result.current.errorMessage).toBe('The name is already taken.');
    expect(result.current.displayValue).toBe('Bean There');
  });

  it('falls back to the update-failure text for a rejection without a message', async () => {
    const { result, onSave } = renderInlineEdit();
    onSave.mockRejectedValue(undefined);
    editTo(result, 'Bean There Camden');
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.errorMessage).toBe('An error occurred when trying to save the changes.');
  });

  it('clears the error when the user types again, and can retry', async () => {
    const { result, onSave } = renderInlineEdit();
    onSave.mockRejectedValueOnce(new Error('Network error'));
    editTo(result, 'Bean There Camden');
    await act(async () => {
      await result.current.save();
    });
    act(() => {
      result.current.setDraft('Bean There Camden Town');
    });
    expect(result.current.status).toBe('editing');
    expect(result.current.errorMessage).toBeUndefined();
    await act(async () => {
      await result.current.save();
    });
    expect(onSave).toHaveBeenLastCalledWith('Bean There Camden Town', { previousValue: 'Bean There' });
    expect(result.current.status).toBe('idle');
  });

  it('does not send a failed text again on leaving the text box, only on Enter or once changed', async () => {
    const { result, onSave } = renderInlineEdit();
    onSave.mockRejectedValueOnce(new Error('Network error'));
    editTo(result, 'Bean There Camden');
    await act(async () => {
      await result.current.save();
    });
    // Leaving to read why (the message's Details) sends nothing and keeps the error.
    let outcome;
    await act(async () => {
      outcome = await result.current.leave();
    });
    expect(outcome).toBe('ignored');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(result.current.errorMessage).toBe('Network error');
    // Enter (save) sends it again.
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toBe('saved');
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('saves on leaving the text box once the failed text changed', async () => {
    const { result, onSave } = renderInlineEdit();
    onSave.mockRejectedValueOnce(new Error('Network error'));
    editTo(result, 'Bean There Camden');
    await act(async () => {
      await result.current.save();
    });
    act(() => {
      result.current.setDraft('Bean There Camden Town');
    });
    await act(async () => {
      await result.current.leave();
    });
    expect(onSave).toHaveBeenLastCalledWith('Bean There Camden Town', { previousValue: 'Bean There' });
    expect(result.current.status).toBe('idle');
  });

  it('tells the save what the user started from, even after the value changed meanwhile', async () => {
    const { result, onSave, rerender } = renderInlineEdit();
    editTo(result, 'Mine');
    // Someone else's save arrives while the user types: the text box keeps their text.
    rerender({ value: 'Theirs' });
    expect(result.current.draft).toBe('Mine');
    await act(async () => {
      await result.current.save();
    });
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Mine', { previousValue: 'Bean There' });
  });

  it('shows the text the save says is saved, when it is not the typed one', async () => {
    const { result, onSave } = renderInlineEdit();
    onSave.mockResolvedValue({ value: 'Theirs' });
    editTo(result, 'Mine');
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.status).toBe('idle');
    expect(result.current.displayValue).toBe('Theirs');
  });

  it('makes no call without changes and warns "No changes to apply." for 2 seconds', async () => {
    vi.useFakeTimers();
    const { result, onSave } = renderInlineEdit();
    act(() => {
      result.current.edit();
    });
    let outcome;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toBe('unchanged');
    expect(onSave).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
    expect(result.current.notice).toBe('No changes to apply.');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current.notice).toBe('No changes to apply.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.notice).toBeUndefined();
  });

  it('cancels: closes the text box and drops the typed text', () => {
    const { result, onSave } = renderInlineEdit();
    editTo(result, 'Typo');
    act(() => {
      result.current.cancel();
    });
    expect(result.current.status).toBe('idle');
    expect(result.current.displayValue).toBe('Bean There');
    act(() => {
      result.current.edit();
    });
    expect(result.current.draft).toBe('Bean There');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a save that fails validation, with its message, without a call', async () => {
    const validate = (text: string) => (text.trim() === '' ? 'Required' : undefined);
    const { result, onSave } = renderInlineEdit({ validate });
    editTo(result, '  ');
    let outcome;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toBe('invalid');
    expect(result.current.status).toBe('error');
    expect(result.current.errorMessage).toBe('Required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('does not open when read-only', () => {
    const { result } = renderInlineEdit({ isReadOnly: true });
    act(() => {
      result.current.edit();
    });
    expect(result.current.status).toBe('idle');
  });

  it('ignores the save of another field of the same group while one is saving', async () => {
    const pending = createDeferred();
    const onSaveName = vi.fn(() => pending.promise);
    const onSaveDescription = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <InlineEditGroup>{children}</InlineEditGroup>;
    const { result } = renderHook(
      () => ({
        name: useInlineEdit({ value: 'Bean There', onSave: onSaveName }),
        description: useInlineEdit({ value: '', onSave: onSaveDescription }),
      }),
      { wrapper },
    );
    act(() => {
      result.current.name.edit();
      result.current.description.edit();
    });
    act(() => {
      result.current.name.setDraft('Bean There Camden');
      result.current.description.setDraft('Coffee and cake');
    });
    let nameSave: Promise<unknown> = Promise.resolve();
    act(() => {
      nameSave = result.current.name.save();
    });
    let descriptionOutcome;
    await act(async () => {
      descriptionOutcome = await result.current.description.save();
    });
    expect(descriptionOutcome).toBe('ignored');
    expect(onSaveDescription).not.toHaveBeenCalled();
    expect(result.current.description.status).toBe('editing');
    await act(async () => {
      pending.resolve();
      await nameSave;
    });
    await act(async () => {
      descriptionOutcome = await result.current.description.save();
    });
    expect(descriptionOutcome).toBe('saved');
    expect(onSaveDescription).toHaveBeenCalledExactlyOnceWith('Coffee and cake', { previousValue: '' });
  });
});
