import type { Page } from '@stampcard/api-client';
import type { PickerUser } from './userPickerState';
import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  hasMorePages,
  initialUserPickerState,
  isEmpty,
  isRemovingCurrent,
  isSameUser,
  toggleSelection,
  userEmailText,
  userPickerReducer,
  type UserPickerAction,
  type UserPickerState,
} from './userPickerState';

const user = (id: number, extra: Partial<PickerUser> = {}): PickerUser => ({
  userID: `user-${id}`,
  firstName: 'User',
  surname: String(id),
  emailAddress: `user.${id}@example.com`,
  ...extra,
});

/** Page `page` of `total` users, 20 a page, as the server answers it. */
function pageOf(page: number, total: number, ids?: number[]): Page<PickerUser> {
  const first = (page - 1) * 20 + 1;
  const last = Math.min(total, page * 20);
  const items = (ids ?? Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index)).map((id) =>
    user(id),
  );
  return {
    items,
    pagination: { totalCount: total, pageSize: 20, currentPage: page, totalPages: Math.ceil(total / 20) },
  };
}

function run(state: UserPickerState, ...actions: UserPickerAction[]): UserPickerState {
  return actions.reduce(userPickerReducer, state);
}

const requested = (requestId: number, page: number, search = ''): UserPickerAction => ({
  type: 'requested',
  requestId,
  search,
  page,
});
const loaded = (requestId: number, result: Page<PickerUser>): UserPickerAction => ({
  type: 'loaded',
  requestId,
  result,
});
const ids = (state: UserPickerState) => state.users.map((entry) => entry.userID);

describe('the user picker list', () => {
  it('starts with nothing loaded and page 1 next, neither empty nor with more pages known', () => {
    const state = initialUserPickerState();
    expect(state.users).toEqual([]);
    expect(state.nextPage).toBe(1);
    expect(hasMorePages(state)).toBe(false);
    expect(isEmpty(state)).toBe(false);
  });

  it('loads page 1, then appends page 2 after it, asking for page 3 next', () => {
    let state = run(initialUserPickerState(), requested(1, 1), loaded(1, pageOf(1, 100)));
    expect(ids(state)).toHaveLength(20);
    expect(state.nextPage).toBe(2);
    expect(state.totalCount).toBe(100);
    expect(canLoadMore(state)).toBe(true);
    state = run(state, requested(2, 2), loaded(2, pageOf(2, 100)));
    expect(ids(state)).toHaveLength(40);
    expect(ids(state)[0]).toBe('user-1');
    expect(ids(state)[20]).toBe('user-21');
    expect(state.nextPage).toBe(3);
    expect(state.request).toBeNull();
  });

  it('keeps the users of earlier pages while the next page loads', () => {
    const first = run(initialUserPickerState(), requested(1, 1), loaded(1, pageOf(1, 100)));
    const loading = run(first, requested(2, 2));
    expect(loading.users).toBe(first.users);
    expect(loading.request).toEqual({ id: 2, page: 2 });
    expect(canLoadMore(loading)).toBe(false);
  });

  it('shows each user once when a user moves on to the next page (the list changed between pages)', () => {
    const state = run(
      initialUserPickerState(),
      requested(1, 1),
      loaded(1, pageOf(1, 100)),
      requested(2, 2),
      loaded(2, pageOf(2, 100, [20, 21, 22, 22, 23])),
    );
    expect(ids(state).slice(18)).toEqual(['user-19', 'user-20', 'user-21', 'user-22', 'user-23']);
    expect(new Set(ids(state)).size).toBe(ids(state).length);
  });

  it('has no more pages after the last one', () => {
    const state = run(
      initialUserPickerState(),
      requested(1, 1),
      loaded(1, pageOf(1, 30)),
      requested(2, 2),
      loaded(2, pageOf(2, 30)),
    );
    expect(ids(state)).toHaveLength(30);
    expect(hasMorePages(state)).toBe(false);
    expect(canLoadMore(state)).toBe(false);
  });

  it('stops asking when a later page comes back empty although the count promised more', () => {
    const state = run(
      initialUserPickerState(),
      requested(1, 1),
      loaded(1, pageOf(1, 100)),
      requested(2, 2),
      loaded(2, pageOf(2, 100, [])),
    );
    expect(hasMorePages(state)).toBe(false);
  });

  it('is empty when page 1 of a search finds nobody', () => {
    const state = run(initialUserPickerState(), requested(1, 1, 'zz'), loaded(1, pageOf(1, 0)));
    expect(isEmpty(state)).toBe(true);
    expect(hasMorePages(state)).toBe(false);
  });

  it('starts a new list for a new search, named by its first request', () => {
    const everyone = run(initialUserPickerState(), requested(1, 1), loaded(1, pageOf(1, 100)));
    const searching = run(everyone, requested(2, 1, 'ol'));
    expect(searching.users).toEqual([]);
    expect(searching.search).toBe('ol');
    expect(searching.listId).toBe(2);
    expect(searching.nextPage).toBe(1);
    expect(isEmpty(searching)).toBe(false);
    const found = run(searching, loaded(2, pageOf(1, 3)));
    expect(ids(found)).toEqual(['user-1', 'user-2', 'user-3']);
    expect(found.listId).toBe(2);
  });

  it('drops the answer of a search typed over (stale), and keeps the newer search’s', () => {
    const state = run(
      initialUserPickerState(),
      requested(1, 1, 'o'),
      requested(2, 1, 'ol'),
      loaded(2, pageOf(1, 2)),
      loaded(1, pageOf(1, 100)),
    );
    expect(state.search).toBe('ol');
    expect(ids(state)).toEqual(['user-1', 'user-2']);
    expect(state.totalCount).toBe(2);
  });

  it('drops a late page 2 of the previous search once a new search has started', () => {
    const state = run(
      initialUserPickerState(),
      requested(1, 1),
      loaded(1, pageOf(1, 100)),
      requested(2, 2),
      requested(3, 1, 'ol'),
      loaded(2, pageOf(2, 100)),
    );
    expect(state.users).toEqual([]);
    expect(state.request).toEqual({ id: 3, page: 1 });
  });

  it('drops a failure of a superseded request', () => {
    const state = run(initialUserPickerState(), requested(1, 1, 'o'), requested(2, 1, 'ol'), {
      type: 'failed',
      requestId: 1,
      error: new Error('aborted'),
    });
    expect(state.failure).toBeNull();
    expect(state.request).toEqual({ id: 2, page: 1 });
  });

  it('keeps the users when a page fails, stops loading more, and clears the error when the page is asked for again', () => {
    const error = new Error('offline');
    const failed = run(initialUserPickerState(), requested(1, 1), loaded(1, pageOf(1, 100)), requested(2, 2), {
      type: 'failed',
      requestId: 2,
      error,
    });
    expect(ids(failed)).toHaveLength(20);
    expect(failed.failure).toEqual({ error });
    expect(failed.request).toBeNull();
    expect(failed.nextPage).toBe(2);
    expect(canLoadMore(failed)).toBe(false);
    const retried = run(failed, requested(3, 2));
    expect(retried.failure).toBeNull();
    const done = run(retried, loaded(3, pageOf(2, 100)));
    expect(ids(done)).toHaveLength(40);
  });

  it('ignores a request for a later page of another search', () => {
    const state = run(initialUserPickerState(), requested(1, 1), loaded(1, pageOf(1, 100)));
    expect(run(state, requested(2, 2, 'other'))).toBe(state);
  });
});

describe('the selection', () => {
  const oliver = user(1, { firstName: 'Oliver', surname: 'Bennett' });
  const priya = user(2, { firstName: 'Priya', surname: 'Shah' });

  it('selects a user when nobody is selected', () => {
    expect(toggleSelection(null, oliver)).toBe(oliver);
  });

  it('moves to another user (single selection)', () => {
    expect(toggleSelection(oliver, priya)).toBe(priya);
  });

  it('clears the selection when the selected user is selected again, even as another copy of them', () => {
    expect(toggleSelection(oliver, { ...oliver })).toBeNull();
  });

  it('compares users by id', () => {
    expect(isSameUser(oliver, { ...oliver, firstName: 'Changed' })).toBe(true);
    expect(isSameUser(oliver, priya)).toBe(false);
    expect(isSameUser(null, null)).toBe(true);
    expect(isSameUser(oliver, null)).toBe(false);
  });

  it('asks before saving nobody over a current manager, and only then', () => {
    expect(isRemovingCurrent(oliver, null)).toBe(true);
    expect(isRemovingCurrent(oliver, priya)).toBe(false);
    expect(isRemovingCurrent(null, null)).toBe(false);
    expect(isRemovingCurrent(null, priya)).toBe(false);
  });
});

describe('what a row shows', () => {
  it('shows the e-mail, or "No email"', () => {
    expect(userEmailText({ emailAddress: 'oliver@example.com' })).toBe('oliver@example.com');
    expect(userEmailText({ emailAddress: null })).toBe('No email');
    expect(userEmailText({ emailAddress: ' ' })).toBe('No email');
  });
});
