import type { Business, JsonPatchOperation, StaffMember } from '@stampcard/api-client';
import {
  apiError,
  buildBusiness,
  buildCard,
  buildStaffMember,
  buildStaffMemberSummary,
  buildStoreSummary,
  buildUser,
  handlers,
  loading,
  pageOf,
  tooManyRequests,
  type MockRequestInfo,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const ann = buildUser({ userID: 'user-ann', firstName: 'Ann', surname: 'Lee', emailAddress: 'ann.lee@example.com' });
const ben = buildUser({ userID: 'user-ben', firstName: 'Ben', surname: 'Ode', emailAddress: 'ben.ode@example.com' });
const staffMembers: StaffMember[] = [
  buildStaffMember({ staffID: 11, user: ann }),
  buildStaffMember({ staffID: 12, user: ben }),
];

function boldStreet(overrides: Partial<Business> = {}): Business {
  return buildBusiness({
    businessID: 1,
    name: 'Bold Street Coffee',
    description: 'Independent coffee roasters with stores across the North West.',
    mainContact: buildStaffMemberSummary(ann, { staffID: 11 }),
    stores: [
      buildStoreSummary({ storeID: 1, name: 'Bold Street' }),
      buildStoreSummary({
        storeID: 2,
        name: 'Albert Dock',
        address: { address1: '1 Albert Dock', cityTown: 'Liverpool' },
      }),
      buildStoreSummary({ storeID: 3, name: '', address: null }),
    ],
    cards: [buildCard({ loyaltyCardID: 31, storeGroupID: 1 }), buildCard({ loyaltyCardID: 32, storeGroupID: 1 })],
    staff: [buildStaffMemberSummary(ann, { staffID: 11 }), buildStaffMemberSummary(ben, { staffID: 12 })],
    ...overrides,
  });
}

/** The value at a JSON pointer, as the API reads it for a `test`. */
function valueAt(document: unknown, path: string): unknown {
  return path
    .split('/')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], document);
}

/**
 * Applies the operations the page sends, as the API would: each `test` first (a value changed
 * since the page read it refuses the whole patch: null), then the replaces.
 */
function applyPatch(business: Business, operations: readonly JsonPatchOperation[]): Business | null {
  const next = structuredClone(business) as unknown as Record<string, unknown>;
  for (const { op, path, value } of operations) {
    if (op === 'test') {
      if (JSON.stringify(valueAt(next, path) ?? null) !== JSON.stringify(value ?? null)) return null;
      continue;
    }
    if (op !== 'replace') throw new Error(`The page sent ${op}.`);
    const keys = path.split('/').slice(1);
    const last = keys.pop() ?? '';
    let target = next;
    for (const key of keys) target = target[key] as Record<string, unknown>;
    target[last] = value;
  }
  const patched = next as unknown as Business;
  // The API answers with the manager's whole summary.
  const managerId = patched.mainContact?.user?.userID;
  const manager = staffMembers.find((member) => member.user.userID === managerId);
  return {
    ...patched,
    mainContact: manager === undefined ? null : buildStaffMemberSummary(manager.user, { staffID: manager.staffID }),
  };
}

/** What the API answers a patch whose `test` failed. */
const changedSinceRead = () =>
  apiError(409, { '/name': ['Someone else changed this since you read it. Read it again to see their change.'] });

/**
 * The business's API, with state: GET answers what the last PATCH made; PATCH applies the page's
 * operations (or answers `patchAnswer` instead), refusing them with 409 when a `test` fails; with
 * `savedMeanwhile`, someone else's save lands just before the page's first one; the picker lists
 * `staff` 20 a page with search.
 */
function businessApi({
  business = boldStreet(),
  staff = staffMembers,
  patchAnswer,
  deleteAnswer,
  onPatch,
  savedMeanwhile,
}: {
  business?: Business;
  staff?: StaffMember[];
  patchAnswer?: Response | typeof loading;
  deleteAnswer?: Response | typeof loading;
  onPatch?: (operations: JsonPatchOperation[]) => void;
  savedMeanwhile?: Partial<Business>;
} = {}) {
  let current = business;
  let theirs = savedMeanwhile;
  return [
    handlers.getBusiness(() => current),
    handlers.patchBusiness(async ({ request }: MockRequestInfo) => {
      const operations = (await request.json()) as JsonPatchOperation[];
      onPatch?.(operations);
      if (patchAnswer !== undefined) return patchAnswer;
      if (theirs !== undefined) {
        current = { ...current, ...theirs };
        theirs = undefined;
      }
      const patched = applyPatch(current, operations);
      if (patched === null) return changedSinceRead();
      current = patched;
      return current;
    }),
    handlers.deleteBusiness(deleteAnswer ?? (() => new Response(null, { status: 204 }))),
    handlers.getBusinessStaff(({ request }) => {
      const term = (new URL(request.url).searchParams.get('SearchTerm') ?? '').toLowerCase();
      return pageOf(
        staff.filter((member) => (member.user.name ?? '').toLowerCase().includes(term)),
        request,
      );
    }),
    handlers.getBusinesses({ items: [current] }),
  ];
}

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/Business details',
  parameters: { layout: 'fullscreen', msw: { handlers: businessApi() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: '/businesses/1/details', user: demoUsers.administrator });
const merchant = appStory({ path: '/businesses/1/details', user: demoUsers.merchant });

/** The details block once the business has arrived (its name's inline edit is there). */
async function detailsOf(canvasElement: HTMLElement) {
  const details = await within(canvasElement).findByRole('region', { name: 'Details' }, firstRender);
  await within(details).findByRole('button', { name: /Business name/ }, firstRender);
  return details;
}

/** An administrator's view: details and manager, the settings beside them, then the three columns. */
export const Administrator: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business details' }, firstRender)).toBeVisible();
    const breadcrumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(await within(breadcrumbs).findByText('Bold Street Coffee')).toBeVisible();
    const details = await detailsOf(canvasElement);
    await expect(within(details).getByRole('button', { name: /Business name/ })).toHaveTextContent(
      'Bold Street Coffee',
    );
    const manager = within(details).getByRole('region', { name: 'Manager' });
    await expect(within(manager).getByText('Ann Lee')).toBeVisible();
    await expect(within(manager).getByRole('button', { name: 'Set manager' })).toBeEnabled();
    const settings = canvas.getByRole('region', { name: 'Settings' });
    await expect(within(settings).getByRole('switch', { name: 'Lock' })).not.toBeChecked();
    await expect(within(settings).getByRole('button', { name: 'Delete business' })).toBeEnabled();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();

    const stores = within(canvas.getByRole('region', { name: 'Stores' }));
    await expect(stores.getByRole('link', { name: /Bold Street/ })).toHaveAttribute(
      'href',
      '/businesses/1/stores/1/details',
    );
    await expect(stores.getByRole('link', { name: /Unnamed store/ })).toHaveTextContent(
      'Unspecified street, Unspecified city',
    );
    await expect(stores.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/businesses/1/stores');
    const cards = within(canvas.getByRole('region', { name: 'Cards' }));
    await expect(cards.getAllByRole('link', { name: /Card title/ })[0]).toHaveAttribute(
      'href',
      '/businesses/1/cards?id=31',
    );
    await expect(cards.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/businesses/1/cards');
    const staff = within(canvas.getByRole('region', { name: 'Staff' }));
    await expect(staff.getByRole('link', { name: /Ben Ode/ })).toHaveAttribute(
      'href',
      '/businesses/1/staff/12/details',
    );
    // The staff's Details link is under development: there, disabled and marked unavailable.
    await expect(staff.getByRole('button', { name: 'Details' })).toBeDisabled();
    await expect(staff.getByText('Unavailable')).toBeVisible();
  },
};

/** While the business loads: skeletons, 4 stores, 2 cards and 3 staff. */
export const Loading: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getBusiness(loading)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business details' }, firstRender)).toBeVisible();
    const columns = canvasElement.querySelector('[data-component="BusinessDetails.Columns"]');
    if (columns === null) throw new Error('No columns.');
    const rows = (name: string) =>
      within(columns as HTMLElement)
        .getByRole('region', { name })
        .querySelectorAll('[data-component="Skeleton.Row"]').length;
    await expect(rows('Stores')).toBe(4);
    await expect(rows('Staff')).toBe(3);
    await expect(columns.querySelectorAll('[data-component="Details.CardSkeleton"]')).toHaveLength(2);
  },
};

/** A business with nothing yet: each column's own empty text, and no manager. */
export const EmptyColumns: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: businessApi({
        business: boldStreet({ stores: [], cards: [], staff: [], mainContact: null, description: null }),
        staff: [],
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const details = await detailsOf(canvasElement);
    await expect(within(details).getByText('No description available')).toBeVisible();
    await expect(within(details).getByText('No manager assigned.')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Stores' })).getByText('No stores')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Cards' })).getByText('No loyalty cards')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Staff' })).getByText('No staff')).toBeVisible();
  },
};

/** A merchant: details and manager editable, no settings block and no separator. */
export const Merchant: Story = {
  ...merchant,
  play: async ({ canvas, canvasElement }) => {
    const details = await detailsOf(canvasElement);
    await expect(within(details).getByRole('button', { name: 'Set manager' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch', { name: 'Lock' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
  },
};

/** A single-store business's details are its store's: the page replaces itself with them. */
export const SingleStoreRedirects: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: businessApi({
        business: boldStreet({ isSingleStore: true, stores: [buildStoreSummary({ storeID: 4, name: 'Clifton' })] }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Store details' }, firstRender)).toBeVisible();
  },
};

/** The business cannot be loaded: an error with the reason and Retry. */
export const LoadError: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getBusiness(apiError(500, ['The database is not reachable.']))] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load the business' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

async function rename(canvasElement: HTMLElement, text: string) {
  const details = await detailsOf(canvasElement);
  await userEvent.click(within(details).getByRole('button', { name: /Business name/ }));
  const field = within(details).getByRole('textbox', { name: 'Business name' });
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Enter}`);
  return { details, field };
}

const patched = fn<(operations: JsonPatchOperation[]) => void>();

/** A rename: the difference goes as one replace, 'Updated the business' details', the new name shows. */
export const InlineEditSaved: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ onPatch: patched }) } },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    const { details } = await rename(canvasElement, 'Bold Street Roasters');
    await expect(await body.findByText("Updated the business' details")).toBeVisible();
    // The difference, after a test of the name as read: someone else's change since is never overwritten.
    await expect(patched).toHaveBeenCalledWith([
      { op: 'test', path: '/name', value: 'Bold Street Coffee' },
      { op: 'replace', path: '/name', value: 'Bold Street Roasters' },
    ]);
    await waitFor(() =>
      expect(within(details).getByRole('button', { name: /Business name/ })).toHaveTextContent('Bold Street Roasters'),
    );
  },
};

/** While the save runs: 'Saving', with the hint to click outside; the typed text stays. */
export const InlineEditSaving: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ patchAnswer: loading }) } },
  play: async ({ canvasElement }) => {
    const { details, field } = await rename(canvasElement, 'Bold Street Roasters');
    await expect(await within(details).findByText('Saving')).toBeInTheDocument();
    await expect(within(details).getByText('Click outside the text box to save')).toBeInTheDocument();
    await expect(field).toHaveValue('Bold Street Roasters');
  },
};

/** Nothing changed: 'No changes to apply.' and no call. */
export const InlineEditNoChanges: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ onPatch: patched }) } },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    const details = await detailsOf(canvasElement);
    await userEvent.click(within(details).getByRole('button', { name: /Description/ }));
    await userEvent.tab();
    await expect(await within(details).findByText('No changes to apply.')).toBeVisible();
    await expect(patched).not.toHaveBeenCalled();
  },
};

/** The server refuses: 'Could not save' and why, and the typed text stays in the box. */
export const InlineEditFailure: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ patchAnswer: apiError(500) }) } },
  play: async ({ canvasElement }) => {
    const { details, field } = await rename(canvasElement, 'Bold Street Roasters');
    await expect(await body.findByText('Could not save')).toBeVisible();
    await expect(
      (await body.findAllByText('An error occurred when trying to save the changes.')).length,
    ).toBeGreaterThan(0);
    await expect(field).toHaveValue('Bold Street Roasters');
    await expect(within(details).getByRole('textbox', { name: 'Business name' })).toBeVisible();
  },
};

/**
 * The API's rate limit refuses the save: 'Could not save' and how long to wait; the save is sent
 * once, never again by itself, and the typed text stays in the box to save again.
 */
export const InlineEditRateLimited: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ patchAnswer: tooManyRequests(2), onPatch: patched }) } },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    const { details, field } = await rename(canvasElement, 'Bold Street Roasters');
    await expect(await body.findByText('Could not save')).toBeVisible();
    await expect((await body.findAllByText('Too many requests: try again in 2 seconds')).length).toBeGreaterThan(0);
    await expect(field).toHaveValue('Bold Street Roasters');
    await expect(within(details).getByRole('textbox', { name: 'Business name' })).toBeVisible();
    await expect(patched).toHaveBeenCalledTimes(1);
  },
};

/**
 * Someone else renamed the business while this administrator typed: 'Changed by someone else'
 * shows both names, the typed one stays in the field, and 'Apply mine on top' saves it.
 */
export const InlineEditChangedBySomeoneElse: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ savedMeanwhile: { name: 'Harbour Roasters' } }) } },
  play: async ({ canvasElement }) => {
    const { details, field } = await rename(canvasElement, 'Bold Street Roasters');
    const prompt = await body.findByRole('alertdialog', { name: 'Changed by someone else' });
    const name = within(prompt).getByRole('listitem');
    await expect(name).toHaveTextContent('Business name');
    await expect(name).toHaveTextContent('NowHarbour Roasters');
    await expect(name).toHaveTextContent('YoursBold Street Roasters');
    await expect(field).toHaveValue('Bold Street Roasters');
    await expect(body.queryByText('Could not save')).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Apply mine on top' }));
    await expect(await body.findByText("Updated the business' details")).toBeVisible();
    await waitFor(() =>
      expect(within(details).getByRole('button', { name: /Business name/ })).toHaveTextContent('Bold Street Roasters'),
    );
  },
};

/** The same, taking the current name: the field closes on it, nothing more is sent. */
export const InlineEditTakesTheCurrentName: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ savedMeanwhile: { name: 'Harbour Roasters' }, onPatch: patched }) } },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    const { details } = await rename(canvasElement, 'Bold Street Roasters');
    const prompt = await body.findByRole('alertdialog', { name: 'Changed by someone else' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Take the current one' }));
    await waitFor(() =>
      expect(within(details).getByRole('button', { name: /Business name/ })).toHaveTextContent('Harbour Roasters'),
    );
    await expect(patched).toHaveBeenCalledTimes(1);
  },
};

/** A name is required and at most 200 characters, as in the forms: refused before anything is sent. */
export const InlineEditInvalid: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ onPatch: patched }) } },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    const { details, field } = await rename(canvasElement, ' ');
    await expect(await within(details).findByRole('alert')).toHaveTextContent('Required');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(201));
    await userEvent.keyboard('{Enter}');
    await expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Too many characters (maximum 200, currently 201)',
    );
    await userEvent.click(within(details).getByRole('button', { name: /Description/ }));
    const description = within(details).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('y'.repeat(1001));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(within(details).getByText('Too many characters (maximum 1000, currently 1001)')).toBeVisible();
    await expect(patched).not.toHaveBeenCalled();
  },
};

/**
 * A failed save's Details can be read with the mouse: leaving the text box for the message sends
 * nothing again, so the message and its Details stay.
 */
export const InlineEditFailureDetails: Story = {
  ...administrator,
  parameters: {
    msw: { handlers: businessApi({ patchAnswer: apiError(500, ['The name is already taken.']), onPatch: patched }) },
  },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    await rename(canvasElement, 'Bold Street Roasters');
    const message = (await body.findByText('Could not save')).closest('[data-component="Toast"]');
    if (!(message instanceof HTMLElement)) throw new Error('The failure has no message.');
    await userEvent.click(within(message).getByRole('button', { name: 'Details' }));
    await expect(within(message).getByText('The name is already taken.')).toBeVisible();
    await expect(within(message).getByRole('button', { name: 'Hide details' })).toBeVisible();
    await expect(patched).toHaveBeenCalledTimes(1);
  },
};

async function pressLock(canvasElement: HTMLElement) {
  await detailsOf(canvasElement);
  const settings = within(canvasElement).getByRole('region', { name: 'Settings' });
  await userEvent.click(within(settings).getByRole('switch', { name: 'Lock' }));
  return body.findByRole('alertdialog', { name: 'Lock Bold Street Coffee?' });
}

/** Lock asks first, explaining what locking does; the switch shows the server's answer after. */
export const LockConfirmation: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    const prompt = await pressLock(canvasElement);
    await expect(prompt).toHaveTextContent(/temporarily disables all of the business's stores/);
    await expect(prompt).toHaveTextContent(/can undo it at any time/);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, lock it' }));
    await expect(await body.findByText('Locked the Bold Street Coffee business')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Lock' })).toBeChecked());
  },
};

/**
 * A lock that fails is an update failure: 'Could not save', a general sentence, and a last line
 * saying it was the lock; the prompt stays open with the reason.
 */
export const LockFailure: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ patchAnswer: apiError(500) }) } },
  play: async ({ canvasElement }) => {
    const prompt = await pressLock(canvasElement);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, lock it' }));
    await expect(await within(prompt).findByRole('alert')).toHaveTextContent(
      'An error occurred when trying to lock the Bold Street Coffee business.',
    );
    const message = (await body.findByText('Could not save')).closest('[data-component="Toast"]');
    if (!(message instanceof HTMLElement)) throw new Error('The failure has no message.');
    await expect(message).toHaveTextContent('An error occurred when trying to save the changes.');
    await expect(message).toHaveTextContent('An error occurred when trying to lock the Bold Street Coffee business.');
  },
};

/** Delete needs the word typed before it can be confirmed. */
export const DeleteByTyping: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    // Delete is disabled until the business has loaded: wait for its details before pressing it.
    await detailsOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete business' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Delete Bold Street Coffee?' });
    const confirm = within(prompt).getByRole('button', { name: 'Delete business' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }), 'Delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }));
    await userEvent.type(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    await expect(confirm).toBeEnabled();
  },
};

async function confirmDelete(canvasElement: HTMLElement) {
  await detailsOf(canvasElement);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete business' }, firstRender));
  const prompt = await body.findByRole('alertdialog', { name: 'Delete Bold Street Coffee?' });
  await userEvent.type(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
  await userEvent.click(within(prompt).getByRole('button', { name: 'Delete business' }));
}

/** Deleted: the message that cannot be closed, counting down to the businesses; Navigate away goes at once. */
export const DeletedDialog: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    await confirmDelete(canvasElement);
    const message = await body.findByRole('alertdialog', { name: 'Deleted the Bold Street Coffee business!' });
    await expect(message).toHaveTextContent(/Returning to the businesses in [1-5] seconds?\./);
    await expect(within(message).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(message).toBeVisible();
    await userEvent.click(within(message).getByRole('button', { name: 'Navigate away' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Businesses' }, firstRender)).toBeVisible();
  },
};

/** The delete fails: 'Could not delete business' and why; the confirmation closes after 1 s. */
export const DeleteFailure: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ deleteAnswer: apiError(500) }) } },
  play: async ({ canvas, canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await body.findByText('Could not delete business')).toBeVisible();
    await expect(
      (await body.findAllByText('An error has occured when trying to delete the Bold Street Coffee business.')).length,
    ).toBeGreaterThan(0);
    await waitFor(
      () => expect(body.queryByRole('alertdialog', { name: 'Delete Bold Street Coffee?' })).not.toBeInTheDocument(),
      { timeout: 3_000 },
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();
  },
};

async function openPicker(canvasElement: HTMLElement) {
  const details = await detailsOf(canvasElement);
  await userEvent.click(within(details).getByRole('button', { name: 'Set manager' }));
  const picker = await body.findByRole('dialog', { name: "Select the store's manager" });
  // The dialog fades in: what it shows is visible once it is.
  await waitFor(() => expect(picker).toBeVisible());
  return picker;
}

/** Set manager: the business's staff to choose from; saving names the chosen one, 'Store manager changed!'. */
export const SetManager: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ onPatch: patched }) } },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    const picker = await openPicker(canvasElement);
    await userEvent.click(await within(picker).findByRole('option', { name: /Ben Ode/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Store manager changed!')).toBeVisible();
    await expect(patched).toHaveBeenCalledWith([
      { op: 'test', path: '/mainContact/staffID', value: 11 },
      { op: 'replace', path: '/mainContact/staffID', value: 12 },
      { op: 'test', path: '/mainContact/user/userID', value: 'user-ann' },
      { op: 'replace', path: '/mainContact/user/userID', value: 'user-ben' },
    ]);
    const manager = within(await detailsOf(canvasElement)).getByRole('region', { name: 'Manager' });
    await waitFor(() => expect(within(manager).getByText('Ben Ode')).toBeVisible());
  },
};

/** Removing the manager asks 'Remove manager?' first. */
export const RemovingManager: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ onPatch: patched }) } },
  play: async ({ canvasElement }) => {
    patched.mockClear();
    const picker = await openPicker(canvasElement);
    await userEvent.click(await within(picker).findByRole('option', { name: /Ann Lee/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    const question = await body.findByRole('alertdialog', { name: 'Remove manager?' });
    await expect(within(question).getByRole('button', { name: 'No, keep them as manager' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, remove them' }));
    await expect(await body.findByText('Store manager changed!')).toBeVisible();
    await expect(patched).toHaveBeenCalledWith([
      { op: 'test', path: '/mainContact/staffID', value: 11 },
      { op: 'test', path: '/mainContact/user/userID', value: 'user-ann' },
      { op: 'replace', path: '/mainContact', value: null },
    ]);
    const manager = within(await detailsOf(canvasElement)).getByRole('region', { name: 'Manager' });
    await waitFor(() => expect(within(manager).getByText('No manager assigned.')).toBeVisible());
  },
};

/** The manager cannot be changed: 'Could not save' and why; the picker stays open. */
export const ManagerFailure: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ patchAnswer: apiError(500) }) } },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    await userEvent.click(await within(picker).findByRole('option', { name: /Ben Ode/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Could not save')).toBeVisible();
    await expect(
      (await body.findAllByText('An error occurred when trying to change the business manager.')).length,
    ).toBeGreaterThan(0);
    await expect(picker).toBeInTheDocument();
  },
};

/** A business without staff: the picker has no one to offer. */
export const PickerWithNoUsers: Story = {
  ...administrator,
  parameters: { msw: { handlers: businessApi({ business: boldStreet({ mainContact: null }), staff: [] }) } },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    await expect(await within(picker).findByText('No users')).toBeVisible();
    await expect(within(picker).getByText('No user selected')).toBeVisible();
  },
};
