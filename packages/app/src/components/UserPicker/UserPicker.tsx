import type { Page } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { Modal } from '@stampcard/ui/Modal';
import { Prompt } from '@stampcard/ui/Prompt';
import { SearchBox } from '@stampcard/ui/SearchBox';
import { Spinner } from '@stampcard/ui/Spinner';
import { ListboxRows, useListbox } from '@stampcard/ui/Listbox';
import { memo, useCallback, useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { userDisplayName } from '#app/components/UserForm';
import { describeErrorLine } from '#app/lib/data';
import {
  Check,
  Content,
  ErrorRow,
  Frame,
  List,
  Option,
  OptionEmail,
  OptionName,
  OptionText,
  Selection,
  StatusRow,
  userListHeightInPixels,
  userRowHeightInPixels,
} from './UserPicker.styles';
import {
  hasMorePages,
  isEmpty,
  isRemovingCurrent,
  isSameUser,
  toggleSelection,
  userEmailText,
  type UserPickerState,
  type PickerUser,
} from './userPickerState';
import { isNearBottom, useUserPicker, type UserPickerQuery } from './useUserPicker';

/** The picker's title unless told otherwise. */
export const userPickerDefaultTitle = "Select the store's manager";

/** The texts of the confirmation asked before the current manager is removed. */
export const removeManagerPrompt = {
  title: 'Remove manager?',
  cancelLabel: 'No, keep them as manager',
  confirmLabel: 'Yes, remove them',
} as const;

export interface UserPickerProps {
  /** Whether the picker is open (controlled): it loads the first page each time it opens. */
  isOpen: boolean;
  /** Called with false when the picker closes itself: Cancel, Escape, the backdrop, or a save that resolved true. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The dialog's title, which names it.
   * @default "Select the store's manager"
   */
  title?: string;
  /** Loads one page (20 a page) of the users to choose from, server-side search. */
  loadUsers: (query: UserPickerQuery) => Promise<Page<PickerUser>>;
  /** The current manager, or null. */
  current: PickerUser | null;
  /**
   * Saves the choice (null removes the manager); resolve true to close the picker, false to stay
   * open (the failure is reported by the caller). A rejection counts as false.
   */
  onSave: (user: PickerUser | null) => Promise<boolean>;
}

/**
 * A modal to choose one user from a long list: a server-side search (sent 400 ms after the last
 * keystroke), a single-selection list of users loaded 20 at a time as it is scrolled (within 20 px
 * of its bottom), the selection above it, and Cancel and Save. Selecting a user selects them,
 * selecting them again deselects them; Save is disabled while the selection is the current
 * manager, and removing the current manager asks "Remove manager?" first. It mounts its content
 * when it opens, so every opening starts from the current manager and page 1 of everyone.
 */
export function UserPicker(props: UserPickerProps) {
  if (!props.isOpen) return null;
  return <OpenUserPicker {...props} />;
}

function OpenUserPicker({ onOpenChange, title = userPickerDefaultTitle, loadUsers, current, onSave }: UserPickerProps) {
  const picker = useUserPicker(loadUsers);
  const [selected, setSelected] = useState<PickerUser | null>(current);
  const [isSaving, setSaving] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  const toggle = useCallback((user: PickerUser) => {
    setSelected((previous) => toggleSelection(previous, user));
  }, []);

  const save = async (user: PickerUser | null) => {
    setSaving(true);
    let shouldClose = false;
    try {
      shouldClose = await onSave(user);
    } catch {
      // The caller reports its failures; the picker stays open with the choice.
      shouldClose = false;
    } finally {
      setSaving(false);
    }
    if (shouldClose) onOpenChange(false);
  };

  const isUnchanged = isSameUser(selected, current);

  return (
    <Modal
      isOpen
      title={title}
      isDismissable={!isSaving}
      onOpenChange={(isOpen) => {
        if (!isOpen) onOpenChange(false);
      }}
      actions={
        <>
          <Button
            isDisabled={isSaving}
            onPress={() => {
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={isUnchanged}
            isPending={isSaving}
            onPress={() => {
              if (isRemovingCurrent(current, selected)) setConfirmOpen(true);
              else void save(selected);
            }}
          >
            Save
          </Button>
        </>
      }
    >
      <Content data-component="UserPicker">
        <SearchBox
          ref={searchRef}
          label="Search users"
          value={picker.searchText}
          onChange={picker.changeSearch}
          onSubmit={picker.submitSearch}
        />
        <SelectionSummary selected={selected} />
        <UserList
          key={picker.state.listId}
          state={picker.state}
          selectedUserID={selected?.userID ?? null}
          onToggle={toggle}
          onLoadMore={picker.loadMore}
          onRetry={picker.retry}
          searchRef={searchRef}
        />
      </Content>
      <Prompt
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        type="negative"
        title={removeManagerPrompt.title}
        cancelLabel={removeManagerPrompt.cancelLabel}
        confirmLabel={removeManagerPrompt.confirmLabel}
        text={
          current === null
            ? undefined
            : `${userDisplayName(current)} will no longer be the manager, and the business will have no manager.`
        }
        onConfirm={() => save(null)}
      />
    </Modal>
  );
}

/** The choice so far, read out as it changes ("No user selected" when there is none). */
function SelectionSummary({ selected }: { selected: PickerUser | null }) {
  return (
    <Selection role="status" data-component="UserPicker.Selection">
      {selected === null ? (
        'No user selected'
      ) : (
        <>
          Selected: <strong>{userDisplayName(selected)}</strong> ({userEmailText(selected)})
        </>
      )}
    </Selection>
  );
}

interface UserListProps {
  state: UserPickerState;
  selectedUserID: string | null;
  /** Toggles a user (stable). */
  onToggle: (user: PickerUser) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Where focus goes when Retry leaves no list to focus. */
  searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * The list of one search (remounted for the next, so it starts at the top): the kit's listbox
 * behaviour with the keyboard on `aria-activedescendant` (focus stays on the list: arrows, Home,
 * End, Page Up and Page Down move, Space and Enter toggle), rendering only the rows in view (each
 * row has the same height) so that 10,000 users cost what 20 do, and the next page asked for when
 * the list is scrolled within 20 px of its bottom or the keyboard reaches its last row. A loading
 * row closes the list while a page loads and while there are more pages (so the bottom a scroll
 * reaches is the loading row, never a blank).
 */
function UserList({ state, selectedUserID, onToggle, onLoadMore, onRetry, searchRef }: UserListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const listboxId = useId();
  const { users } = state;
  const count = users.length;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const toggleAt = (index: number) => {
    const user = users[index];
    if (user !== undefined) onToggle(user);
  };
  const listbox = useListbox({
    count,
    rowHeight: userRowHeightInPixels,
    maxHeight: userListHeightInPixels,
    onAction: toggleAt,
    onReachEnd: onLoadMore,
  });
  const { rows, gapAfter, activeIndex, setActiveIndex, activateVisible, scrollRef, scrollElement, onScroll } = listbox;
  const { viewportHeight, onKeyDown } = listbox;
  const setSize = Math.max(count, state.totalCount ?? 0);

  // A page that does not fill the list (or a list resized taller) leaves nothing to scroll: the
  // next page is asked for at once. `onLoadMore` does nothing while a page loads or after a failure.
  useEffect(() => {
    if (scrollElement !== null && isNearBottom(scrollElement)) onLoadMore();
  }, [scrollElement, count, viewportHeight, onLoadMore]);

  // One handler for every row: the row clicked is found from the target.
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
    const index = Number(row?.dataset.index ?? Number.NaN);
    if (users[index] === undefined) return;
    setActiveIndex(index);
    toggleAt(index);
  };

  const retry = () => {
    onRetry();
    // The Retry button goes away with the error: focus the list, or the search box when there is none.
    (listRef.current ?? searchRef.current)?.focus();
  };

  return (
    <Frame
      ref={scrollRef}
      data-component="UserPicker.List"
      aria-busy={state.request !== null}
      onScroll={(event) => {
        onScroll(event);
        if (isNearBottom(event.currentTarget)) onLoadMore();
      }}
    >
      {count > 0 ? (
        <List
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label="Users"
          tabIndex={0}
          aria-activedescendant={activeIndex >= 0 && activeIndex < count ? optionId(activeIndex) : undefined}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onFocus={(event) => {
            // Focus arriving on the list puts the keyboard on a row in view: the active, the selected or the first.
            if (event.target === event.currentTarget) {
              activateVisible(users.findIndex((user) => user.userID === selectedUserID));
            }
          }}
        >
          <ListboxRows
            rows={rows}
            gapAfter={gapAfter}
            renderOption={(index) => {
              const user = users[index];
              if (user === undefined) return null;
              return (
                <UserOption
                  key={user.userID}
                  id={optionId(index)}
                  user={user}
                  index={index}
                  setSize={setSize}
                  isSelected={user.userID === selectedUserID}
                  isActive={index === activeIndex}
                />
              );
            }}
          />
        </List>
      ) : null}
      {/* While a page loads, and while there are more to load: it is what a scroll to the bottom shows. */}
      {state.request !== null || (state.failure === null && hasMorePages(state)) ? (
        <StatusRow data-component="UserPicker.LoadingRow" data-loading={state.request !== null ? '' : undefined}>
          <Spinner size="small" label="Loading users" />
          <span aria-hidden="true">Loading users…</span>
        </StatusRow>
      ) : null}
      {state.failure !== null ? (
        <ErrorRow data-component="UserPicker.Error">
          <ErrorState
            title="Could not load the users"
            reason={describeErrorLine(state.failure.error)}
            headingLevel={3}
            onRetry={retry}
          />
        </ErrorRow>
      ) : null}
      {isEmpty(state) ? <StatusRow data-component="UserPicker.Empty">No users</StatusRow> : null}
    </Frame>
  );
}

interface UserOptionProps {
  id: string;
  user: PickerUser;
  index: number;
  setSize: number;
  isSelected: boolean;
  isActive: boolean;
}

/** One row; memoised, so scrolling and loading pages render only the rows that come into view. */
const UserOption = memo(function UserOption({ id, user, index, setSize, isSelected, isActive }: UserOptionProps) {
  return (
    <Option
      id={id}
      role="option"
      aria-selected={isSelected}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      data-index={index}
      data-active={isActive ? '' : undefined}
      data-component="UserPicker.Option"
    >
      <OptionText>
        <OptionName>{userDisplayName(user)}</OptionName>
        <OptionEmail>{userEmailText(user)}</OptionEmail>
      </OptionText>
      {isSelected ? (
        <Check viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="m3 8.5 3.5 3.5L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
        </Check>
      ) : null}
    </Option>
  );
});
