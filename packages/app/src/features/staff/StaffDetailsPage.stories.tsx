import type { StaffMember, StoreSummary, UserForm } from '@stampcard/api-client';
import {
  apiError,
  buildBusinessReference,
  buildStore,
  buildStaffMember,
  buildStoreSummary,
  buildUser,
  handlers,
  loading,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

/** Toasts, prompts and the store picker are portalled to the body. */
const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const bold = buildBusinessReference({ businessID: 1, name: 'Bold Street Coffee', isSingleStore: false });
const clifton = buildBusinessReference({ businessID: 2, name: 'Clifton Pharmacy', isSingleStore: true });
const boldStreet = buildStoreSummary({ storeID: 1, name: 'Bold Street', parentBusiness: bold });
const albertDock = buildStoreSummary({ storeID: 2, name: 'Albert Dock', parentBusiness: bold });
const cliftonVillage = buildStoreSummary({ storeID: 3, name: 'Clifton Village', parentBusiness: bold });
const pharmacy = buildStoreSummary({ storeID: 4, name: 'Clifton Pharmacy', parentBusiness: clifton });
/** Every store an administrator sees (GET /api/Stores). */
const allStores = [boldStreet, albertDock, cliftonVillage, pharmacy];

const noah = buildStaffMember({
  staffID: 12,
  business: bold,
  user: buildUser({
    userID: 'user-noah',
    title: 'Mr',
    firstName: 'Noah',
    surname: 'Wood',
    emailAddress: 'noah.wood@example.com',
    phoneNumber: '07700 900321',
    postCode: 'L1 4DS',
    dateOfBirth: '1988-02-14',
    profileImage: null,
    hasPassword: true,
    roles: ['Merchant'],
  }),
  stores: [boldStreet],
});

/** What the API was asked, for the play functions: reset before each story renders. */
const loaded = fn<(staffId: string) => void>();
const linked = fn<(businessID: string, storeID: string, staffID: number) => void>();
const unlinked = fn<(businessID: string, storeID: string, staffID: string) => void>();
const saved = fn<(userID: string, body: UserForm) => void>();
const resetFor = fn<(userID: string) => void>();

interface ApiOptions {
  /** The staff member the API knows (Noah unless given). */
  readonly member?: StaffMember;
  /** Keeps the staff member loading. */
  readonly isLoading?: boolean;
  /** Fails the first GET only. */
  readonly failFirst?: boolean;
  /** Answers the link instead of linking. */
  readonly linkAnswer?: Response;
  /** Answers the unlink instead of unlinking. */
  readonly unlinkAnswer?: Response;
  /** The stores GET /api/Stores lists. */
  readonly stores?: StoreSummary[];
}

/**
 * The staff API with state: GET /api/Staff/{id} answers the member as last changed; linking adds
 * the store, unlinking removes it, as the server does. Reset by each story's loader.
 */
function staffApi(options: ApiOptions = {}) {
  const known = options.member ?? noah;
  let member = known;
  let gets = 0;
  const reset = () => {
    member = known;
    gets = 0;
    for (const spy of [loaded, linked, unlinked, saved, resetFor]) spy.mockClear();
  };
  const mswHandlers = [
    handlers.getStaffMember(({ params }) => {
      gets += 1;
      loaded(String(params.staffId));
      if (options.isLoading === true) return loading;
      if (options.failFirst === true && gets === 1) return apiError(500, ['The database is not reachable.']);
      return String(params.staffId) === String(member.staffID) ? member : apiError(404);
    }),
    handlers.getStores(options.stores ?? allStores),
    handlers.addStoreStaffMember(async ({ request, params }) => {
      const { staffID } = (await request.json()) as { staffID: number };
      linked(String(params.id), String(params.storeId), staffID);
      if (options.linkAnswer !== undefined) return options.linkAnswer;
      const store = allStores.find((candidate) => String(candidate.storeID) === String(params.storeId));
      if (store === undefined) return apiError(404);
      member = { ...member, stores: [...(member.stores ?? []), store] };
      return buildStore({ storeID: store.storeID, name: store.name });
    }),
    handlers.removeStoreStaffMember(({ params }) => {
      unlinked(String(params.id), String(params.storeId), String(params.staffId));
      if (options.unlinkAnswer !== undefined) return options.unlinkAnswer;
      member = {
        ...member,
        stores: (member.stores ?? []).filter((store) => String(store.storeID) !== String(params.storeId)),
      };
      return undefined;
    }),
    handlers.updateUser(async ({ request, params }) => {
      const sent = (await request.json()) as UserForm;
      saved(String(params.id), sent);
      member = { ...member, user: { ...member.user, ...sent } };
      return member.user;
    }),
    handlers.resetUserPassword(({ params }) => {
      resetFor(String(params.id));
      return undefined;
    }),
  ];
  return { handlers: mswHandlers, reset };
}

const meta = {
  tags: ['reflow'],
  title: 'App/Staff/Staff details',
  parameters: { layout: 'fullscreen', msw: { handlers: staffApi().handlers } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: '/staff/12', user: demoUsers.administrator });
const merchant = appStory({ path: '/staff/12', user: demoUsers.merchant });

/** A story of the app at Noah's page, over its own staff API. */
function storyOf(options: ApiOptions = {}, base = administrator) {
  const api = staffApi(options);
  return {
    ...base,
    loaders: [
      ...base.loaders,
      () => {
        api.reset();
      },
    ],
    parameters: { msw: { handlers: api.handlers } },
  };
}

/** The Stores card once Noah has arrived. */
async function storesCardOf(canvasElement: HTMLElement, name = 'Noah Wood') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, firstRender);
  return within(canvas.getByRole('region', { name: 'Stores' }));
}

/**
 * An administrator's view: Noah's name as the title, staff (his business's staff list) > Noah
 * Wood, and the three cards: Account details with Save changes, Stores with each store's logo,
 * name, business and link, and Settings with the password reset.
 */
export const Administrator: Story = {
  ...storyOf(),
  play: async ({ canvas, canvasElement }) => {
    const stores = await storesCardOf(canvasElement);
    await expect(loaded).toHaveBeenCalledWith('12');
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByRole('link', { name: 'staff' })).toHaveAttribute('href', '/businesses/1/staff');
    await expect(breadcrumbs.getByText('Noah Wood')).toHaveAttribute('aria-current', 'page');
    const account = within(canvas.getByRole('form', { name: 'Account details' }));
    await expect(account.getByRole('textbox', { name: 'E-mail' })).toHaveValue('noah.wood@example.com');
    await expect(account.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(stores.getByRole('link', { name: 'Bold Street' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/1/details',
    );
    await expect(stores.getByText('Business: Bold Street Coffee')).toBeVisible();
    await expect(stores.getByRole('button', { name: 'Unlink Noah Wood from Bold Street' })).toBeVisible();
    await expect(stores.getByRole('button', { name: 'Add Noah Wood to a new store' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send password reset' })).toBeEnabled();
  },
};

/**
 * Save changes on the staff member's account: PUT /api/Users/{id} with the whole user form, then
 * 'Success!' / 'Saved changes to user Noah Woods', and the page reloads him.
 */
export const SaveAccount: Story = {
  ...storyOf(),
  play: async ({ canvas, canvasElement }) => {
    await storesCardOf(canvasElement);
    const account = within(canvas.getByRole('form', { name: 'Account details' }));
    const surname = account.getByRole('textbox', { name: 'Surname' });
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Woods');
    await userEvent.click(account.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved).toHaveBeenCalledWith('user-noah', expect.objectContaining({ surname: 'Woods' }));
    await expect(await body.findByText('Saved changes to user Noah Woods')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noah Woods' })).toBeVisible();
    await expect(loaded).toHaveBeenCalledTimes(2);
  },
};

/**
 * A merchant reads the account details and stores but cannot change them: the form is read-only
 * without Save changes, no store can be added or unlinked, and the Settings card (administrators')
 * is not shown.
 */
export const MerchantReadOnly: Story = {
  ...storyOf({}, merchant),
  play: async ({ canvas, canvasElement }) => {
    const stores = await storesCardOf(canvasElement);
    const account = within(canvas.getByRole('form', { name: 'Account details' }));
    await expect(account.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await expect(account.getByRole('textbox', { name: 'First name' })).toHaveValue('Noah');
    await expect(account.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await expect(stores.getByRole('link', { name: 'Bold Street' })).toBeVisible();
    await expect(stores.queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
    await expect(stores.queryByRole('button', { name: 'Add Noah Wood to a new store' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Send password reset' })).not.toBeInTheDocument();
  },
};

/** While the staff member loads: titled 'User details', placeholder rows, nothing to press. */
export const Loading: Story = {
  ...storyOf({ isLoading: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User details' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('Loading the account details')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the stores')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /to a new store/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send password reset' })).toBeDisabled();
  },
};

/** The staff member cannot be loaded: 'Could not load the staff member' with the reason; Retry loads him. */
export const LoadFailed: Story = {
  ...storyOf({ failFirst: true }),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load the staff member' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await storesCardOf(canvasElement);
    await expect(loaded).toHaveBeenCalledTimes(2);
  },
};

/** A staff member who works at no store yet: the card says so and still offers to add one. */
export const NoStores: Story = {
  ...storyOf({ member: { ...noah, stores: [] } }),
  play: async ({ canvasElement }) => {
    const stores = await storesCardOf(canvasElement);
    await expect(stores.getByText('Noah Wood works at no store yet.')).toBeVisible();
    await expect(stores.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(stores.getByRole('button', { name: 'Add Noah Wood to a new store' })).toBeVisible();
  },
};

const manyStores = Array.from({ length: 12 }, (_, index) =>
  buildStoreSummary({
    storeID: 100 + index,
    name: index === 11 ? null : `Store ${String(index + 1).padStart(2, '0')}`,
    parentBusiness: index % 3 === 0 ? clifton : bold,
  }),
);

/**
 * A staff member of many stores: every one listed with its business ('Business: {name}' or
 * 'Single-store business'); a store without a name says 'Unnamed store'.
 */
export const ManyStores: Story = {
  ...storyOf({ member: { ...noah, stores: manyStores } }),
  play: async ({ canvasElement }) => {
    const stores = await storesCardOf(canvasElement);
    await expect(stores.getAllByRole('listitem')).toHaveLength(12);
    await expect(stores.getAllByText('Single-store business')).toHaveLength(4);
    await expect(stores.getByRole('link', { name: 'Unnamed store' })).toBeVisible();
  },
};

/** Open the unlink confirmation of Bold Street. */
async function openUnlink(canvasElement: HTMLElement) {
  const stores = await storesCardOf(canvasElement);
  await userEvent.click(stores.getByRole('button', { name: 'Unlink Noah Wood from Bold Street' }));
  const dialog = await body.findByRole('alertdialog', { name: 'Remove Noah Wood from Bold Street?' });
  return { stores, dialog, prompt: within(dialog) };
}

/**
 * Unlinking asks first: 'Remove Noah Wood from Bold Street?', saying he will no longer be staff of
 * the store, neither is deleted, and he can be added back. Cancel changes nothing.
 */
export const UnlinkConfirmation: Story = {
  ...storyOf(),
  play: async ({ canvasElement }) => {
    const { stores, dialog, prompt } = await openUnlink(canvasElement);
    await expect(dialog).toHaveTextContent(
      'They will no longer be staff of the store. Neither the store nor the user is deleted, and they can be added back at any time.',
    );
    await expect(prompt.getByRole('button', { name: 'Remove them from the store' })).toBeEnabled();
    await userEvent.click(prompt.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(unlinked).not.toHaveBeenCalled();
    await expect(stores.getAllByRole('listitem')).toHaveLength(1);
  },
};

/**
 * Confirming unlinks through the API: DELETE /api/Business/1/Stores/1/Staff/12,
 * 'Removed Noah Wood from Bold Street', and the card reloads without the store.
 */
export const Unlinked: Story = {
  ...storyOf(),
  play: async ({ canvasElement }) => {
    const { stores, prompt } = await openUnlink(canvasElement);
    await userEvent.click(prompt.getByRole('button', { name: 'Remove them from the store' }));
    await expect(await body.findByText('Removed Noah Wood from Bold Street')).toBeInTheDocument();
    await expect(unlinked).toHaveBeenCalledWith('1', '1', '12');
    await expect(await stores.findByText('Noah Wood works at no store yet.')).toBeVisible();
  },
};

/** The unlink is refused: the confirmation stays open saying why, and the store stays. */
export const UnlinkFailed: Story = {
  ...storyOf({ unlinkAnswer: apiError(409, ['Bold Street needs at least one member of staff.']) }),
  play: async ({ canvasElement }) => {
    const { stores, prompt } = await openUnlink(canvasElement);
    await userEvent.click(prompt.getByRole('button', { name: 'Remove them from the store' }));
    await expect(await prompt.findByRole('alert')).toHaveTextContent('Bold Street needs at least one member of staff.');
    await expect(body.getByText('Could not remove Noah Wood from Bold Street')).toBeInTheDocument();
    await userEvent.click(prompt.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(stores.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Open 'Add Noah Wood to a new store' and its store list. */
async function openAdd(canvasElement: HTMLElement) {
  const stores = await storesCardOf(canvasElement);
  await userEvent.click(stores.getByRole('button', { name: 'Add Noah Wood to a new store' }));
  const dialog = within(await body.findByRole('dialog', { name: 'Add Noah Wood to a new store' }));
  // The store list is placed under its field as it opens: first let the dialog come to rest.
  await waitFor(async () => {
    const moving = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await expect(moving).toHaveLength(0);
  });
  await userEvent.click(dialog.getByRole('combobox', { name: 'Store' }));
  return { stores, dialog };
}

/**
 * Adding to a store offers the business's stores he is not staff of, by name (not another
 * business's); choosing one sends PATCH /api/Business/1/Stores/2/Staff with his staff ID, says
 * 'Added Noah Wood to Albert Dock' and lists the store.
 */
export const AddToStore: Story = {
  ...storyOf(),
  play: async ({ canvasElement }) => {
    const { stores, dialog } = await openAdd(canvasElement);
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Albert Dock', 'Clifton Village']);
    await expect(dialog.getByRole('button', { name: 'Add to store' })).toBeDisabled();
    await userEvent.click(body.getByRole('option', { name: 'Albert Dock' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to store' }));
    await expect(await body.findByText('Added Noah Wood to Albert Dock')).toBeInTheDocument();
    await expect(linked).toHaveBeenCalledWith('1', '2', 12);
    await waitFor(() => expect(stores.getAllByRole('listitem')).toHaveLength(2));
    await expect(body.queryByRole('dialog', { name: 'Add Noah Wood to a new store' })).not.toBeInTheDocument();
  },
};

/** The link is refused: the toast says why and the picker stays open with the store chosen. */
export const AddToStoreFailed: Story = {
  ...storyOf({ linkAnswer: apiError(400, ['Noah Wood cannot work at Albert Dock.']) }),
  play: async ({ canvasElement }) => {
    const { stores, dialog } = await openAdd(canvasElement);
    await userEvent.click(await body.findByRole('option', { name: 'Albert Dock' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to store' }));
    await expect(await body.findByText('Could not add Noah Wood to Albert Dock')).toBeInTheDocument();
    await expect(body.getByText('Noah Wood cannot work at Albert Dock.')).toBeInTheDocument();
    await expect(dialog.getByRole('combobox', { name: 'Store' })).toHaveTextContent('Albert Dock');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(stores.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Every store of the business already has him: the picker says so. */
export const AddToStoreNoOtherStores: Story = {
  ...storyOf({ member: { ...noah, stores: [boldStreet, albertDock, cliftonVillage] } }),
  play: async ({ canvasElement }) => {
    await openAdd(canvasElement);
    await expect(await body.findByText('Every store of the business already has them.')).toBeVisible();
    await expect(body.queryByRole('option')).not.toBeInTheDocument();
  },
};

/** 'Send password reset': POST /api/Users/ResetPassword/{id}, then 'The email has been sent'. */
export const ResetSent: Story = {
  ...storyOf(),
  play: async ({ canvas, canvasElement }) => {
    await storesCardOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send password reset' }));
    await expect(await body.findByText('The email has been sent')).toBeInTheDocument();
    await expect(resetFor).toHaveBeenCalledWith('user-noah');
  },
};
