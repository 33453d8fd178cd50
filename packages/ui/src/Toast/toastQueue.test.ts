import { describe, expect, it } from 'vitest';
import { maximumStackedToasts, toastQueueReducer, type QueuedToast } from './toastQueue';

function toast(id: string): QueuedToast {
  return { id, type: 'info', title: `Toast ${id}` };
}

function showAll(ids: string[], isStacked: boolean): readonly QueuedToast[] {
  return ids.reduce<readonly QueuedToast[]>(
    (toasts, id) => toastQueueReducer(toasts, { type: 'show', toast: toast(id), isStacked }),
    [],
  );
}

describe('toastQueueReducer', () => {
  it('replaces the toast on screen with the new one by default', () => {
    expect(showAll(['1', '2'], false).map(({ id }) => id)).toEqual(['2']);
  });

  it('keeps several toasts, newest first, when stacking', () => {
    expect(showAll(['1', '2', '3'], true).map(({ id }) => id)).toEqual(['3', '2', '1']);
  });

  it(`keeps at most ${maximumStackedToasts} stacked toasts, dropping the oldest`, () => {
    expect(showAll(['1', '2', '3', '4', '5', '6'], true).map(({ id }) => id)).toEqual(['6', '5', '4', '3', '2']);
  });

  it('dismisses one toast by id and ignores unknown ids', () => {
    const toasts = showAll(['1', '2', '3'], true);
    const afterDismiss = toastQueueReducer(toasts, { type: 'dismiss', id: '2' });
    expect(afterDismiss.map(({ id }) => id)).toEqual(['3', '1']);
    expect(toastQueueReducer(afterDismiss, { type: 'dismiss', id: 'unknown' }).map(({ id }) => id)).toEqual(['3', '1']);
  });

  it('dismisses every toast at once', () => {
    expect(toastQueueReducer(showAll(['1', '2'], true), { type: 'dismissAll' })).toEqual([]);
  });
});
