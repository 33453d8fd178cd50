import { ApiNetworkError, type Page } from '@stampcard/api-client';
import type { PickerUser } from './userPickerState';
import { Button } from '@stampcard/ui/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserPicker, type UserPickerProps } from './UserPicker';
import { userDisplayName } from '#app/components/UserForm';
import { userSearchDebounceInMilliseconds, type UserPickerQuery } from './useUserPicker';

/** The picker is portalled to the body. */
const body = within(document.body);
const dialogName = "Select the store's manager";

const firstNames = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Leo', 'Freya', 'Arthur'];
const surnames = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Patel', 'Wright', 'Khan', 'Evans'];

const staffUser = (userID: string, firstName: string, surname: string, emailAddress: string | null): PickerUser => ({
  userID,
  firstName,
  surname,
  emailAddress,
  roles: ['Merchant'],
});

const oliver = staffUser('demo-merchant', 'Oliver', 'Bennett', 'merchant@stampcard.test');
const priya = staffUser('staff-2', 'Priya', 'Shah', 'priya.shah@staff.stampcard.test');

/** A business's few staff, one without a name and one without an e-mail. */
const fewUsers: readonly PickerUser[] = [
  oliver,
  priya,
  staffUser('staff-3', 'Amelia', 'Hughes', 'amelia.hughes@staff.stampcard.test'),
  staffUser('staff-4', 'George', 'Patel', 'george.patel@staff.stampcard.test'),
  staffUser('staff-5', '', ' ', 'new.starter@staff.stampcard.test'),
  staffUser('staff-6', 'Leo', 'Khan', null),
];

/** 10,000 generated staff, named and addressed like the dev server's seed. */
const manyUsers: readonly PickerUser[] = Array.from({ length: 10_000 }, (_, index) => {
  const firstName = firstNames[index % firstNames.length] ?? 'Amelia';
  const surname = surnames[Math.floor(index / firstNames.length) % surnames.length] ?? 'Smith';
  const number = index + 1;
  return staffUser(
    `staff-${number}`,
    firstName,
    surname,
    `${firstName.toLowerCase()}.${surname.toLowerCase()}.${number}@staff.stampcard.test`,
  );
});

/**
 * A fake server for `loadUsers`: searches `users` by name and e-mail and answers 20 a page as the
 * API does. With `holdFromPage`, the answers for that page and later ones wait until `release()`,
 * so a story can see the loading row before the page comes.
 */
function directory(users: readonly PickerUser[], { holdFromPage }: { holdFromPage?: number } = {}) {
  const held: (() => void)[] = [];
  const loadUsers = fn(async ({ page, pageSize, search }: UserPickerQuery): Promise<Page<PickerUser>> => {
    if (holdFromPage !== undefined && page >= holdFromPage) {
      await new Promise<void>((resolve) => held.push(resolve));
    }
    const term = search.toLowerCase();
    const found =
      term === ''
        ? users
        : users.filter((user) => `${userDisplayName(user)} ${user.emailAddress ?? ''}`.toLowerCase().includes(term));
    return {
      items: found.slice((page - 1) * pageSize, page * pageSize),
      pagination: {
        totalCount: found.length,
        pageSize,
        currentPage: page,
        totalPages: Math.ceil(found.length / pageSize),
      },
    };
  });
  return {
    loadUsers,
    /** Answers every request waiting. */
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

const few = directory(fewUsers);
const many = directory(manyUsers, { holdFromPage: 2 });
const searchable = directory(manyUsers);

/** The picker on a page, as the business details page has it: a Set manager button and the manager's name. */
function PickerOnPage(args: UserPickerProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const [current, setCurrent] = useState(args.current);
  return (
    <main style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>Manager: {current === null ? 'none' : userDisplayName(current)}</p>
      <Button
        onPress={() => {
          setOpen(true);
        }}
      >
        Set manager
      </Button>
      <UserPicker
        {...args}
        isOpen={isOpen}
        current={current}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        onSave={async (user) => {
          const isSaved = await args.onSave(user);
          if (isSaved) setCurrent(user);
          return isSaved;
        }}
      />
    </main>
  );
}

const meta = {
  tags: ['reflow'],
  title: 'App/Components/UserPicker',
  component: UserPicker,
  args: {
    isOpen: true,
    current: oliver,
    loadUsers: few.loadUsers,
    onOpenChange: fn(),
    onSave: fn(() => Promise.resolve(true)),
  },
  argTypes: {
    title: { control: 'text' },
    isOpen: { control: false },
    current: { control: 'object' },
    loadUsers: { control: false },
  },
  render: (args) => <PickerOnPage {...args} />,
  // Each story counts its own calls.
  parameters: { test: { clearMocks: true } },
} satisfies Meta<typeof UserPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open picker, its list, the frame that scrolls it, and the selection line. */
async function openPicker() {
  const dialog = await body.findByRole('dialog', { name: dialogName });
  // Once the modal has started to fade in (it starts transparent).
  await waitFor(() => expect(dialog).toBeVisible());
  const picker = within(dialog);
  const frame = dialog.querySelector<HTMLElement>('[data-component="UserPicker.List"]');
  if (frame === null) throw new Error('The list is not rendered.');
  return { dialog, picker, frame };
}

/** The selection line, read by its text. */
const selectionLine = (dialog: HTMLElement) => {
  const line = dialog.querySelector<HTMLElement>('[data-component="UserPicker.Selection"]');
  if (line === null) throw new Error('The selection is not shown.');
  return line;
};

/** Resolves after the next frame and the events it brings (a scroll's). */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 50);
    });
  });

/** Scrolls the list to its very bottom, as a user's wheel does (the scroll event follows). */
function scrollToBottom(frame: HTMLElement) {
  frame.scrollTop = frame.scrollHeight;
}

/** The current manager is selected; another user is chosen, the choice toggled off and on, and saved. */
export const Default: Story = {
  play: async ({ args }) => {
    const { dialog, picker } = await openPicker();
    const list = await picker.findByRole('listbox', { name: 'Users' });
    await expect(selectionLine(dialog)).toHaveTextContent('Selected: Oliver Bennett (merchant@stampcard.test)');
    await expect(picker.getByRole('option', { name: /Oliver Bennett/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).getAllByRole('option')).toHaveLength(6);
    // Blank names and missing e-mails read as such.
    await expect(picker.getByRole('option', { name: /Unnamed user/ })).toHaveTextContent(
      'new.starter@staff.stampcard.test',
    );
    await expect(picker.getByRole('option', { name: /Leo Khan/ })).toHaveTextContent('No email');
    // Nothing to save while the selection is the current manager.
    const save = picker.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await userEvent.click(picker.getByRole('option', { name: /Priya Shah/ }));
    await expect(picker.getByRole('option', { name: /Priya Shah/ })).toHaveAttribute('aria-selected', 'true');
    await expect(picker.getByRole('option', { name: /Oliver Bennett/ })).toHaveAttribute('aria-selected', 'false');
    await expect(selectionLine(dialog)).toHaveTextContent('Selected: Priya Shah');
    await expect(save).toBeEnabled();

    // Selecting toggles: Priya again deselects her.
    await userEvent.click(picker.getByRole('option', { name: /Priya Shah/ }));
    await expect(selectionLine(dialog)).toHaveTextContent('No user selected');
    await expect(list.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
    await userEvent.click(picker.getByRole('option', { name: /Priya Shah/ }));

    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(priya);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(body.getByText('Manager: Priya Shah')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { title: 'Select the business’s main contact' },
};

/**
 * Keyboard only: Tab reaches the search box, the list and the buttons; arrows move, Space and Enter
 * toggle; Save closes the picker and focus goes back to Set manager.
 */
export const Keyboard: Story = {
  args: { isOpen: false },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Set manager' });
    await userEvent.click(trigger);
    const { dialog, picker } = await openPicker();
    const list = await picker.findByRole('listbox', { name: 'Users' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.tab();
    await expect(picker.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();
    await userEvent.tab();
    await expect(list).toHaveFocus();
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    // The keyboard starts on the selected user.
    await expect(active()).toHaveTextContent('Oliver Bennett');

    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveTextContent('Priya Shah');
    await userEvent.keyboard(' ');
    await expect(active()).toHaveAttribute('aria-selected', 'true');
    await expect(selectionLine(dialog)).toHaveTextContent('Selected: Priya Shah');
    await userEvent.keyboard('{Enter}');
    await expect(active()).toHaveAttribute('aria-selected', 'false');
    await expect(selectionLine(dialog)).toHaveTextContent('No user selected');
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveTextContent('Leo Khan');
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowUp} ');
    await expect(selectionLine(dialog)).toHaveTextContent('Selected: Priya Shah');

    await userEvent.tab();
    await expect(picker.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(picker.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(priya);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * 10,000 users, 20 a page: scrolling to the bottom shows the loading row and asks for page 2, then
 * page 3; only the rows in view are in the page.
 */
export const ManyUsers: Story = {
  args: { loadUsers: many.loadUsers, current: null },
  play: async ({ args }) => {
    const { picker, frame } = await openPicker();
    const list = await picker.findByRole('listbox', { name: 'Users' });
    await expect(args.loadUsers).toHaveBeenCalledTimes(1);
    await expect(args.loadUsers).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, pageSize: 20, search: '' }),
    );
    const [first] = within(list).getAllByRole('option');
    await expect(first).toHaveAttribute('aria-setsize', '10000');
    await expect(first).toHaveAttribute('aria-posinset', '1');
    const loadingRow = () => frame.querySelector('[data-component="UserPicker.LoadingRow"]');

    for (const page of [2, 3]) {
      scrollToBottom(frame);
      await waitFor(() => expect(args.loadUsers).toHaveBeenLastCalledWith(expect.objectContaining({ page })));
      await expect(args.loadUsers).toHaveBeenCalledTimes(page);
      await waitFor(() => expect(loadingRow()).toHaveAttribute('data-loading'));
      await expect(within(frame).getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
      await expect(frame).toHaveAttribute('aria-busy', 'true');
      many.release();
      const firstOfPage = String((page - 1) * 20 + 1);
      await waitFor(() => expect(list.querySelector(`[aria-posinset="${firstOfPage}"]`)).not.toBeNull());
      await waitFor(() => expect(frame).toHaveAttribute('aria-busy', 'false'));
    }
    // Page 3's first row is in view at the bottom, where the loading row was; the page holds the
    // rows in view and a few either side, not all 60.
    const firstOfPageThree = list.querySelector<HTMLElement>('[aria-posinset="41"]');
    if (firstOfPageThree === null) throw new Error('User 41 is not rendered.');
    const frameBox = frame.getBoundingClientRect();
    await expect(firstOfPageThree.getBoundingClientRect().top).toBeLessThan(frameBox.bottom);
    await expect(within(list).getAllByRole('option').length).toBeLessThan(40);
    await expect(list.querySelector('[aria-posinset="1"]')).toBeNull();
    // Selecting a row far down the list works as on page 1.
    await userEvent.click(firstOfPageThree);
    await expect(firstOfPageThree).toHaveAttribute('aria-selected', 'true');
    await expect(firstOfPageThree).toHaveTextContent(manyUsers[40]?.emailAddress ?? '-');
  },
};

/** The search is sent 400 ms after the last keystroke, once, and the list shows what the server found. */
export const Searching: Story = {
  args: { loadUsers: searchable.loadUsers, current: null },
  play: async ({ args }) => {
    const { picker } = await openPicker();
    await picker.findByRole('listbox', { name: 'Users' });
    const searches = () => args.loadUsers.mock.calls.map(([query]) => query.search);
    const search = picker.getByRole('searchbox', { name: 'Search users' });
    const typed = performance.now();
    await userEvent.type(search, 'isla.khan');
    // Typing alone sends nothing until it pauses.
    if (performance.now() - typed < userSearchDebounceInMilliseconds) await expect(searches()).toEqual(['']);
    await waitFor(() => expect(searches()).toEqual(['', 'isla.khan']));
    await expect(args.loadUsers).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, search: 'isla.khan' }));
    const list = await picker.findByRole('listbox', { name: 'Users' });
    // Isla Khan is every 100th user from the 83rd: 100 of them, the first 20 shown.
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '100'));
    for (const option of within(list).getAllByRole('option')) {
      await expect(option).toHaveTextContent(/^Isla Khan/);
    }
    // Escape clears the box and the search at once.
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await waitFor(() => expect(searches()).toEqual(['', 'isla.khan', '']));
    await expect(body.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
  },
};

/** Nobody to choose from. */
export const NoUsers: Story = {
  args: { loadUsers: directory([]).loadUsers, current: null },
  play: async () => {
    const { picker } = await openPicker();
    await expect(await picker.findByText('No users')).toBeVisible();
    await expect(picker.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(picker.getByText('No user selected')).toBeVisible();
  },
};

/** No manager yet: nothing is selected and Save waits for a choice. */
export const NoUserSelected: Story = {
  args: { current: null },
  play: async ({ args }) => {
    const { dialog, picker } = await openPicker();
    const list = await picker.findByRole('listbox', { name: 'Users' });
    await expect(selectionLine(dialog)).toHaveTextContent('No user selected');
    await expect(list.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
    const save = picker.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.click(picker.getByRole('option', { name: /Amelia Hughes/ }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(fewUsers[2]);
  },
};

/**
 * Deselecting the current manager and saving asks "Remove manager?" first: No keeps the picker as
 * it was, Yes saves nobody and closes it.
 */
export const RemovingTheManager: Story = {
  play: async ({ args }) => {
    const { dialog, picker } = await openPicker();
    await userEvent.click(await picker.findByRole('option', { name: /Oliver Bennett/ }));
    await expect(selectionLine(dialog)).toHaveTextContent('No user selected');
    await userEvent.click(picker.getByRole('button', { name: 'Save' }));

    let prompt = await body.findByRole('alertdialog', { name: 'Remove manager?' });
    await expect(prompt).toHaveAccessibleDescription(
      'Oliver Bennett will no longer be the manager, and the business will have no manager.',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'No, keep them as manager' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
    await expect(selectionLine(dialog)).toHaveTextContent('No user selected');

    await userEvent.click(picker.getByRole('button', { name: 'Save' }));
    prompt = await body.findByRole('alertdialog', { name: 'Remove manager?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, remove them' }));
    await expect(args.onSave).toHaveBeenCalledWith(null);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(body.getByText('Manager: none')).toBeVisible();
  },
};

/** Saves that are answered later: the caller reported the failure, so the picker stays as the user left it. */
const heldSaves: ((isSaved: boolean) => void)[] = [];

/** The save fails (onSave resolves false): Save is pending meanwhile, then the picker stays open with the choice. */
export const SaveFailing: Story = {
  args: {
    onSave: fn(() => new Promise<boolean>((resolve) => heldSaves.push(resolve))),
  },
  play: async ({ args }) => {
    const { dialog, picker } = await openPicker();
    await userEvent.click(await picker.findByRole('option', { name: /George Patel/ }));
    const save = picker.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(fewUsers[3]);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(picker.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    for (const resolve of heldSaves.splice(0)) resolve(false);
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(body.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
    await expect(selectionLine(dialog)).toHaveTextContent('Selected: George Patel');
    await expect(picker.getByRole('option', { name: /George Patel/ })).toHaveAttribute('aria-selected', 'true');
    await expect(save).toBeEnabled();
  },
};

/** The first page fails to load: the reason and Retry, which loads it. */
let failuresLeft = 0;
const failingOnce = fn(async (query: UserPickerQuery): Promise<Page<PickerUser>> => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new ApiNetworkError('getBusinessStaff', new TypeError('Failed to fetch'));
  }
  return few.loadUsers(query);
});

export const LoadError: Story = {
  args: { loadUsers: failingOnce },
  beforeEach: () => {
    failuresLeft = 1;
  },
  play: async ({ args }) => {
    const { picker } = await openPicker();
    const alert = await picker.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the users');
    await expect(alert).toHaveTextContent('The server could not be reached. Check your connection and try again.');
    await expect(picker.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await picker.findByRole('listbox', { name: 'Users' });
    await expect(within(list).getAllByRole('option')).toHaveLength(6);
    await expect(picker.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.loadUsers).toHaveBeenCalledTimes(2);
    // Focus went from the vanished Retry button to the search box (there was no list yet).
    await expect(picker.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();
  },
};

/** A later page fails: the users loaded stay, the error and Retry below them, and Retry loads the page. */
let pageTwoFailuresLeft = 0;
const failingOnPageTwo = fn(async (query: UserPickerQuery): Promise<Page<PickerUser>> => {
  if (query.page === 2 && pageTwoFailuresLeft > 0) {
    pageTwoFailuresLeft -= 1;
    throw new ApiNetworkError('getBusinessStaff', new TypeError('Failed to fetch'));
  }
  return searchable.loadUsers(query);
});

export const NextPageError: Story = {
  args: { loadUsers: failingOnPageTwo, current: null },
  beforeEach: () => {
    pageTwoFailuresLeft = 1;
  },
  play: async () => {
    const { picker, frame } = await openPicker();
    const list = await picker.findByRole('listbox', { name: 'Users' });
    scrollToBottom(frame);
    const alert = await picker.findByRole('alert');
    await expect(alert).toHaveTextContent('The server could not be reached.');
    await expect(list.querySelector('[aria-posinset="20"]')).not.toBeNull();
    // No more requests while it failed, however far the list is scrolled.
    scrollToBottom(frame);
    await nextFrame();
    await expect(failingOnPageTwo).toHaveBeenCalledTimes(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(list.querySelector('[aria-posinset="21"]')).not.toBeNull());
    await expect(picker.queryByRole('alert')).not.toBeInTheDocument();
    await expect(list).toHaveFocus();
  },
};

/** The first page is on its way: the loading row, no list yet. */
export const Loading: Story = {
  args: { loadUsers: fn<(query: UserPickerQuery) => Promise<Page<PickerUser>>>(() => new Promise(() => undefined)) },
  play: async () => {
    const { dialog, picker, frame } = await openPicker();
    await expect(picker.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    await expect(picker.getByText('Loading users…')).toBeVisible();
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(picker.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(picker.queryByText('No users')).not.toBeInTheDocument();
    await expect(selectionLine(dialog)).toHaveTextContent('Selected: Oliver Bennett');
  },
};
