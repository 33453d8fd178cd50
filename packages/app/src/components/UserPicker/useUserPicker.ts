import type { Page } from '@stampcard/api-client';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  canLoadMore,
  initialUserPickerState,
  userPickerPageSize,
  userPickerReducer,
  type UserPickerState,
  type PickerUser,
} from './userPickerState';

/** How long after the last keystroke the search is sent: typing is debounced, one request per pause. */
export const userSearchDebounceInMilliseconds = 400;

/** How close to the bottom of the list, in pixels, scrolling loads the next page. */
export const loadMoreThresholdInPixels = 20;

/** What `loadUsers` is asked for: one page of the users matching `search`, server-side. */
export interface UserPickerQuery {
  /** The page, from 1. */
  page: number;
  /** Users a page: always `userPickerPageSize` (20). */
  pageSize: number;
  /** The search as typed, trimmed; '' for everyone. */
  search: string;
  /** Aborted when the answer is no longer wanted: a newer search, the picker closed. */
  signal: AbortSignal;
}

/** Loads one page of the users to choose from. */
export type LoadUsers = (query: UserPickerQuery) => Promise<Page<PickerUser>>;

export interface UserPickerControls {
  readonly state: UserPickerState;
  /** The search box's text, as typed. */
  readonly searchText: string;
  /** Called on every keystroke: the search is sent `userSearchDebounceInMilliseconds` after the last one. */
  readonly changeSearch: (text: string) => void;
  /** Sends the search at once (Enter in the search box, or the box cleared). */
  readonly submitSearch: (text: string) => void;
  /** Asks for the next page, when there is one and nothing is loading (the list was scrolled near its bottom). */
  readonly loadMore: () => void;
  /** Asks again for the page that failed. */
  readonly retry: () => void;
}

/** Whether a scrolled element's bottom is within `loadMoreThresholdInPixels` of view. */
export function isNearBottom(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= loadMoreThresholdInPixels;
}

/**
 * The user picker's list, for as long as the picker is open (mount it with the open picker): page 1
 * of everyone at once, page 1 again for each search (sent 400 ms after the last keystroke, or on
 * Enter), and the next page on `loadMore`. A request that is superseded (a newer search, the same
 * page asked for again, the picker closed) is aborted through its AbortSignal, and its answer, if
 * it still comes, is dropped by the reducer.
 */
export function useUserPicker(loadUsers: LoadUsers): UserPickerControls {
  const [state, dispatch] = useReducer(userPickerReducer, undefined, initialUserPickerState);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const loadUsersRef = useRef(loadUsers);
  const controllerRef = useRef<AbortController | null>(null);
  const lastRequestIdRef = useRef(0);
  // The request under way, known at once: scroll events can come faster than the state renders.
  const pendingRequestIdRef = useRef<number | null>(null);

  useEffect(() => {
    loadUsersRef.current = loadUsers;
  }, [loadUsers]);

  const load = useCallback((searchFor: string, page: number) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    lastRequestIdRef.current += 1;
    const requestId = lastRequestIdRef.current;
    pendingRequestIdRef.current = requestId;
    dispatch({ type: 'requested', requestId, search: searchFor, page });
    // In an executor, so that a loader that throws instead of rejecting is reported the same way.
    const answer = new Promise<Page<PickerUser>>((resolve) => {
      resolve(
        loadUsersRef.current({ page, pageSize: userPickerPageSize, search: searchFor, signal: controller.signal }),
      );
    });
    const settle = () => {
      if (pendingRequestIdRef.current === requestId) pendingRequestIdRef.current = null;
    };
    answer.then(
      (result) => {
        settle();
        if (!controller.signal.aborted) dispatch({ type: 'loaded', requestId, result });
      },
      (error: unknown) => {
        settle();
        if (!controller.signal.aborted) dispatch({ type: 'failed', requestId, error });
      },
    );
  }, []);

  // Page 1 when the picker opens, and again for each search. The picker closing aborts what is under way.
  useEffect(() => {
    load(search, 1);
  }, [load, search]);
  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  // The search is sent once typing has paused.
  useEffect(() => {
    const typed = searchText.trim();
    if (typed === search) return;
    const timer = window.setTimeout(() => {
      setSearch(typed);
    }, userSearchDebounceInMilliseconds);
    return () => {
      window.clearTimeout(timer);
    };
  }, [searchText, search]);

  const changeSearch = useCallback((text: string) => {
    setSearchText(text);
  }, []);
  const submitSearch = useCallback((text: string) => {
    setSearchText(text);
    setSearch(text.trim());
  }, []);

  const loadMore = useCallback(() => {
    if (pendingRequestIdRef.current === null && canLoadMore(state)) load(state.search, state.nextPage);
  }, [load, state]);
  const retry = useCallback(() => {
    if (state.request === null && state.failure !== null) load(state.search, state.nextPage);
  }, [load, state]);

  return { state, searchText, changeSearch, submitSearch, loadMore, retry };
}
