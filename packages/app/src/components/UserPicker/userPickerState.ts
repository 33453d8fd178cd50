/**
 * The state of the user picker ("Select the store's manager"): the
 * users loaded so far for the current search, page by page (20 a page, appended, each user once),
 * which page comes next and whether there is one, and the request under way or the one that
 * failed. Every request carries an id: an answer for a request that was superseded (a search typed
 * since, a page asked for again) is dropped, so the list only ever holds the latest search's users.
 * Pure: the hook (`useUserPicker`) owns the timers and the requests. The selection is a user or
 * nothing; selecting toggles (`toggleSelection`).
 */
import type { Page } from '@stampcard/api-client';
import type { User } from '@stampcard/api-client';
import { placeholders } from '#app/lib/placeholders';

/** A person as the picker lists them: who they are, not a version of their account (the picker edits none). */
export type PickerUser = Omit<User, 'version'>;

/** How many users a page holds: the picker fetches 20 at a time. */
export const userPickerPageSize = 20;

/** What the list shows for a user without an e-mail address, as every list does. */
export const noEmailText = placeholders.email;

/** A page asked for and not yet answered. */
export interface UserPickerRequest {
  /** Given by the hook, one per request: answers of any other request are dropped. */
  readonly id: number;
  /** The page asked for, from 1. */
  readonly page: number;
}

/** A page that failed: the error (for `describeErrorLine`); Retry asks for `nextPage` again. */
export interface UserPickerFailure {
  readonly error: unknown;
}

export interface UserPickerState {
  /**
   * The id of the request that asked for this list's first page: it names the list, so the view
   * starts afresh (scrolled to the top, no active row) when a new search replaces it. 0 at first.
   */
  readonly listId: number;
  /** The search the users were found with ('' for everyone). */
  readonly search: string;
  /** The users loaded so far, in the server's order, each once. */
  readonly users: readonly PickerUser[];
  /** The ids of `users`, to keep a user who moves to a later page (the list changed) from showing twice. */
  readonly userIDs: ReadonlySet<string>;
  /** The page to ask for next, from 1. */
  readonly nextPage: number;
  /** How many pages the server has for this search; null until its first answer. */
  readonly totalPages: number | null;
  /** How many users match the search; null until the first answer. */
  readonly totalCount: number | null;
  /** The request under way, or null. */
  readonly request: UserPickerRequest | null;
  /** The failure of the last request, or null; cleared by the next request. */
  readonly failure: UserPickerFailure | null;
  /** Set when a page after the first came back empty (the list shrank): no more pages are asked for. */
  readonly isExhausted: boolean;
}

export type UserPickerAction =
  /**
   * A request has left: for page 1, the list starts again for `search` (its users are replaced
   * when the answer comes); for a later page, the users stay and the answer is appended.
   */
  | { readonly type: 'requested'; readonly requestId: number; readonly search: string; readonly page: number }
  /** A request was answered. */
  | { readonly type: 'loaded'; readonly requestId: number; readonly result: Page<PickerUser> }
  /** A request failed (not when it was aborted: a superseded request is simply forgotten). */
  | { readonly type: 'failed'; readonly requestId: number; readonly error: unknown };

/** The state before anything is loaded: page 1 of everyone is next. */
export function initialUserPickerState(): UserPickerState {
  return {
    listId: 0,
    search: '',
    users: [],
    userIDs: new Set(),
    nextPage: 1,
    totalPages: null,
    totalCount: null,
    request: null,
    failure: null,
    isExhausted: false,
  };
}

/** Appends the users not already in the list, in order (and drops repeats within the page). */
function appendUsers(
  state: UserPickerState,
  incoming: readonly PickerUser[],
): Pick<UserPickerState, 'users' | 'userIDs'> {
  const fresh = incoming.filter((user, index) => {
    if (state.userIDs.has(user.userID)) return false;
    return incoming.findIndex((other) => other.userID === user.userID) === index;
  });
  if (fresh.length === 0) return { users: state.users, userIDs: state.userIDs };
  const userIDs = new Set(state.userIDs);
  for (const user of fresh) userIDs.add(user.userID);
  return { users: [...state.users, ...fresh], userIDs };
}

export function userPickerReducer(state: UserPickerState, action: UserPickerAction): UserPickerState {
  switch (action.type) {
    case 'requested': {
      const request = { id: action.requestId, page: action.page };
      if (action.page <= 1) {
        return { ...initialUserPickerState(), listId: action.requestId, search: action.search, request };
      }
      // A later page of another search would mix two lists: the hook never asks for one.
      if (action.search !== state.search) return state;
      return { ...state, request, failure: null };
    }
    case 'loaded': {
      if (state.request?.id !== action.requestId) return state;
      const { items, pagination } = action.result;
      const page = state.request.page;
      return {
        ...state,
        ...appendUsers(state, items),
        nextPage: page + 1,
        totalPages: pagination.totalPages,
        totalCount: pagination.totalCount,
        request: null,
        failure: null,
        isExhausted: page > 1 && items.length === 0,
      };
    }
    case 'failed': {
      if (state.request?.id !== action.requestId) return state;
      return { ...state, request: null, failure: { error: action.error } };
    }
  }
}

/** Whether the server has pages after those loaded (false until the first answer). */
export function hasMorePages(state: UserPickerState): boolean {
  return state.totalPages !== null && !state.isExhausted && state.nextPage <= state.totalPages;
}

/** Whether the next page may be asked for now: there is one, nothing is loading, and the last request did not fail (Retry asks again). */
export function canLoadMore(state: UserPickerState): boolean {
  return state.request === null && state.failure === null && hasMorePages(state);
}

/** Whether the list is known to be empty: its first page came back with nobody. */
export function isEmpty(state: UserPickerState): boolean {
  return state.request === null && state.failure === null && state.totalPages !== null && state.users.length === 0;
}

/** Whether `a` and `b` are the same user (or both nobody). */
export function isSameUser(a: PickerUser | null, b: PickerUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.userID === b.userID;
}

/** The selection after the user picks `user`: the user, or nobody when they were selected (selecting toggles). */
export function toggleSelection(selected: PickerUser | null, user: PickerUser): PickerUser | null {
  return isSameUser(selected, user) ? null : user;
}

/** Whether saving `selected` removes the current manager, which is confirmed first ("Remove manager?"). */
export function isRemovingCurrent(current: PickerUser | null, selected: PickerUser | null): boolean {
  return current !== null && selected === null;
}

const isBlank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';

/** The e-mail the list shows, or "No email". */
export function userEmailText(user: Pick<PickerUser, 'emailAddress'>): string {
  return isBlank(user.emailAddress) ? noEmailText : (user.emailAddress ?? '').trim();
}
