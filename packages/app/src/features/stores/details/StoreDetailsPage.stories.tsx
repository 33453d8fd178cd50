import type { Business, JsonPatchOperation, StaffMember, Store } from '@stampcard/api-client';
import {
  apiError,
  buildAddress,
  buildBusiness,
  buildBusinessReference,
  buildCard,
  buildStaffMember,
  buildStaffMemberSummary,
  buildStore,
  buildStoreSummary,
  buildTag,
  buildUser,
  categories,
  externalStoreProviders,
  handlers,
  loading,
  pageOf,
  type MockResponse,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, fullTrail } from '#app/testing/stories';

/** Modals and toasts are portalled to the body. */
const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const [food, delivery] = categories as [(typeof categories)[number], (typeof categories)[number]];
const [shopify, square] = externalStoreProviders as [
  (typeof externalStoreProviders)[number],
  (typeof externalStoreProviders)[number],
];

const ann = buildUser({ userID: 'user-ann', firstName: 'Ann', surname: 'Lee', emailAddress: 'ann.lee@example.com' });
const ben = buildUser({ userID: 'user-ben', firstName: 'Ben', surname: 'Ode', emailAddress: 'ben.ode@example.com' });
const staffMembers: StaffMember[] = [
  buildStaffMember({ staffID: 11, user: ann }),
  buildStaffMember({ staffID: 12, user: ben }),
];
const annSummary = buildStaffMemberSummary(ann, { staffID: 11 });
const benSummary = buildStaffMemberSummary(ben, { staffID: 12 });

/** Bold Street Coffee, a multi-store business managed by Ann Lee. */
function boldStreetCoffee(overrides: Partial<Business> = {}): Business {
  return buildBusiness({
    businessID: 1,
    name: 'Bold Street Coffee',
    mainContact: annSummary,
    stores: [
      buildStoreSummary({ storeID: 1, name: 'Bold Street' }),
      buildStoreSummary({ storeID: 2, name: 'Albert Dock' }),
    ],
    staff: [annSummary, benSummary],
    ...overrides,
  });
}

/** Corner Bakery Co., a single-store business: its one store is Corner Bakery. */
function cornerBakeryCo(overrides: Partial<Business> = {}): Business {
  return boldStreetCoffee({
    name: 'Corner Bakery Co.',
    description: 'Bread and cakes baked on the corner since 1999.',
    isSingleStore: true,
    stores: [buildStoreSummary({ storeID: 2, name: 'Corner Bakery' })],
    ...overrides,
  });
}

/**
 * Albert Dock, a store of Bold Street Coffee: Food and Delivery, two cards, Ann and Ben, and two
 * tags (Counter, enabled; Window, disabled and without serial number).
 */
function albertDock(overrides: Partial<Store> = {}): Store {
  return buildStore({
    storeID: 2,
    name: 'Albert Dock',
    description: 'Coffee by the water, in the Royal Albert Dock.',
    address: buildAddress({ address1: '1 Albert Dock', cityTown: 'Liverpool', postCode: 'L3 4AF' }),
    categories: [food, delivery],
    enabled: true,
    cards: [
      buildCard({ loyaltyCardID: 31, storeID: 2, name: 'Coffee card' }),
      buildCard({ loyaltyCardID: 32, storeID: 2, name: 'Pastry card' }),
    ],
    staff: [annSummary, benSummary],
    nfcTags: [
      buildTag({ tagID: 41, name: 'Counter', tagReference: '04:A2:41:7B:C1:5E:80', enabled: true, storeID: 2 }),
      buildTag({ tagID: 42, name: 'Window', tagReference: null, enabled: false, storeID: 2 }),
    ],
    ...overrides,
  });
}

/** A logo: a blue square. */
const albertDockLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#3E4AD8"/></svg>',
  );

const cornerBakery = (overrides: Partial<Store> = {}) => albertDock({ name: 'Corner Bakery', ...overrides });

/** The value at a JSON pointer, as the API reads it for a `test`. */
function valueAt(document: unknown, path: string): unknown {
  return path
    .split('/')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], document);
}

/**
 * Applies the operations the page sends, as the API would: each `test` (a value changed since the
 * page read it refuses the whole patch: null), then the replaces.
 */
function applyPatch<T>(entity: T, operations: readonly JsonPatchOperation[]): T | null {
  const next = structuredClone(entity) as unknown as Record<string, unknown>;
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
  return next as unknown as T;
}

/** What the API answers a patch whose `test` failed. */
const changedSinceRead = () =>
  apiError(409, { '/': ['Someone else changed this since you read it. Read it again to see their change.'] });

/** What the store API was sent, for the play functions: reset before each story renders. */
const storePatched = fn<(operations: JsonPatchOperation[]) => void>();
const businessPatched = fn<(operations: JsonPatchOperation[]) => void>();
const storeDeleted = fn<() => void>();

/** The bodies a spy was called with, one per request: what a play function compares whole. */
const bodiesOf = (spy: typeof storePatched) => spy.mock.calls.map(([operations]) => operations);

interface ApiOptions {
  readonly store?: Store;
  readonly business?: Business;
  /** Answers the store's GET instead (e.g. `loading`); `failFirst` fails the first GET only. */
  readonly storeAnswer?: MockResponse<Store>;
  readonly failFirst?: boolean;
  /** Answers the store's PATCH instead of applying it (`loading`: never). */
  readonly patchAnswer?: Response | typeof loading;
  readonly deleteAnswer?: Response;
  /** Answers the business's PATCH (convert, manager) instead of applying it. */
  readonly businessPatchAnswer?: Response;
  /** Someone else's save of the store, landing just before the page's first one. */
  readonly savedMeanwhile?: Partial<Store>;
}

/**
 * The API of a store and its business, with state: GET answers what the last PATCH made (the
 * store's parent reference follows its business), PATCH applies the page's operations, DELETE
 * makes the store 404. Each story has its own, reset by its loader so a re-run starts afresh.
 */
function storeApi(options: ApiOptions = {}) {
  const initialStore = options.store ?? albertDock();
  const initialBusiness = options.business ?? boldStreetCoffee();
  let store = initialStore;
  let business = initialBusiness;
  let isDeleted = false;
  let storeGets = 0;
  let theirs = options.savedMeanwhile;
  const reset = () => {
    theirs = options.savedMeanwhile;
    store = initialStore;
    business = initialBusiness;
    isDeleted = false;
    storeGets = 0;
    storePatched.mockClear();
    businessPatched.mockClear();
    storeDeleted.mockClear();
  };
  const currentStore = (): Store => ({
    ...store,
    parentBusiness: buildBusinessReference({
      businessID: business.businessID,
      name: business.name ?? null,
      imageUrl: business.imageUrl ?? null,
      isSingleStore: business.isSingleStore,
      mainContact: business.mainContact ?? null,
    }),
  });
  const mswHandlers = [
    handlers.getBusiness(() => business),
    handlers.getBusinesses(() => ({ items: [business] })),
    handlers.getBusinessStore((info) => {
      storeGets += 1;
      if (options.failFirst === true && storeGets === 1) {
        return apiError(500, ['The database is not reachable.']);
      }
      if (options.storeAnswer !== undefined) {
        return typeof options.storeAnswer === 'function' ? options.storeAnswer(info) : options.storeAnswer;
      }
      return isDeleted ? apiError(404) : currentStore();
    }),
    handlers.patchBusinessStore(async ({ request }) => {
      const operations = (await request.json()) as JsonPatchOperation[];
      storePatched(operations);
      if (options.patchAnswer !== undefined) return options.patchAnswer;
      if (theirs !== undefined) {
        store = { ...store, ...theirs };
        theirs = undefined;
      }
      const patched = applyPatch(store, operations);
      if (patched === null) return changedSinceRead();
      store = patched;
      return currentStore();
    }),
    handlers.deleteBusinessStore(() => {
      storeDeleted();
      if (options.deleteAnswer !== undefined) return options.deleteAnswer;
      isDeleted = true;
      return new Response(null, { status: 204 });
    }),
    handlers.patchBusiness(async ({ request }) => {
      const operations = (await request.json()) as JsonPatchOperation[];
      businessPatched(operations);
      if (options.businessPatchAnswer !== undefined) return options.businessPatchAnswer;
      const patched = applyPatch(business, operations);
      if (patched === null) return changedSinceRead();
      // The API answers with the manager's whole summary.
      const managerId = patched.mainContact?.user?.userID;
      const manager = staffMembers.find((member) => member.user.userID === managerId);
      business = {
        ...patched,
        mainContact: manager === undefined ? null : buildStaffMemberSummary(manager.user, { staffID: manager.staffID }),
      };
      return business;
    }),
    handlers.getBusinessStaff(({ request }) => pageOf(staffMembers, request)),
    handlers.getStoreCategories([...categories]),
    handlers.getExternalStoreProviders([...externalStoreProviders]),
  ];
  return { handlers: mswHandlers, reset };
}

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/Store details',
  parameters: { layout: 'fullscreen', msw: { handlers: storeApi().handlers } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/businesses/1/stores/2/details';
const administrator = appStory({ path, user: demoUsers.administrator });
const merchant = appStory({ path, user: demoUsers.merchant });

/** A story of the app at the store's page for `user`, over its own store API. */
function storyOf(base: typeof administrator, options: ApiOptions = {}) {
  const api = storeApi(options);
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

/** The left panel once the store has arrived (its name shows). */
async function panelOf(canvasElement: HTMLElement, name = 'Albert Dock') {
  const panel = await within(canvasElement).findByRole('region', { name: 'Details' }, firstRender);
  await within(panel).findByText(name, {}, firstRender);
  return panel;
}

function regionOf(container: HTMLElement, name: string) {
  return within(within(container).getByRole('region', { name }));
}

function settingsOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('region', { name: 'Settings' });
}

/** A modal once it has faded in. */
async function dialogNamed(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await body.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A story of the store of a multi-store business, seen by an administrator. */
export const MultiStoreAdministrator: Story = {
  ...storyOf(administrator, { store: albertDock({ logoImageUrl: albertDockLogo }) }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Store details' }, firstRender)).toBeVisible();
    const panel = await panelOf(canvasElement);

    // businesses > business > stores > store, the store the current page.
    const breadcrumbs = within(await fullTrail(canvasElement, 4));
    await expect(await breadcrumbs.findByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
    await expect(breadcrumbs.getAllByRole('listitem')).toHaveLength(4);
    await expect(breadcrumbs.getByRole('link', { name: 'businesses' })).toHaveAttribute('href', '/businesses');
    await expect(breadcrumbs.getByRole('link', { name: 'stores' })).toHaveAttribute('href', '/businesses/1/stores');
    await expect(breadcrumbs.getByText('Albert Dock')).toHaveAttribute('aria-current', 'page');

    // Logo, name and description, each edited in place.
    const details = within(panel);
    await expect(details.getByRole('img', { name: 'Albert Dock logo' })).toHaveAttribute('src', albertDockLogo);
    await expect(details.getByLabelText('Change image')).toBeEnabled();
    await expect(details.getByRole('button', { name: /Store name/ })).toHaveTextContent('Albert Dock');
    await expect(details.getByRole('button', { name: /Description/ })).toHaveTextContent(
      'Coffee by the water, in the Royal Albert Dock.',
    );

    const parent = regionOf(panel, 'Parent business');
    await expect(parent.getByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
    await expect(parent.queryByText('Single-store')).not.toBeInTheDocument();
    await expect(parent.queryByRole('button', { name: 'Convert to multi-store business' })).not.toBeInTheDocument();

    const location = regionOf(panel, 'Location');
    await expect(location.getByText('1 Albert Dock')).toBeVisible();
    await expect(location.getByText('Liverpool')).toBeVisible();
    await expect(location.getByText('L3 4AF')).toBeVisible();
    await expect(location.getByRole('button', { name: 'Edit location' })).toBeEnabled();

    const chosen = regionOf(panel, 'Categories');
    await expect(chosen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Food', 'Delivery']);
    await expect(chosen.getByRole('button', { name: 'Edit categories' })).toBeEnabled();

    // The manager is the business's main contact, changed from the business only.
    const manager = regionOf(panel, 'Manager');
    await expect(manager.getByText('Ann Lee')).toBeVisible();
    await expect(manager.getByText('ann.lee@example.com')).toBeVisible();
    await expect(manager.getByText('Can only edit from Parent business')).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Set manager' })).toBeDisabled();
    await expect(manager.getByText('Unavailable')).toBeVisible();

    // Settings: lock unavailable (under development), test mode and external store off, delete.
    const settings = within(settingsOf(canvasElement));
    const lock = settings.getByRole('switch', { name: 'Lock store' });
    await expect(lock).toBeDisabled();
    await expect(lock).not.toBeChecked();
    await expect(settings.getByText('Unavailable')).toBeVisible();
    await expect(settings.getByRole('switch', { name: 'Test mode' })).toBeEnabled();
    await expect(settings.getByRole('switch', { name: 'Test mode' })).not.toBeChecked();
    await expect(settings.getByRole('switch', { name: 'External store' })).not.toBeChecked();
    await expect(settings.queryByRole('button', { name: 'Edit parameters' })).not.toBeInTheDocument();
    await expect(settings.getByRole('button', { name: 'Delete store' })).toBeEnabled();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();

    // The three cards.
    const cards = regionOf(canvasElement, 'Cards');
    await expect(cards.getByRole('link', { name: 'Coffee card' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/2/cards?id=31',
    );
    await expect(cards.getByRole('link', { name: 'Pastry card' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/2/cards?id=32',
    );
    await expect(cards.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/businesses/1/stores/2/cards');

    const staff = regionOf(canvasElement, 'Staff');
    const benEntry = staff.getByRole('link', { name: /Ben Ode/ });
    await expect(benEntry).toHaveAttribute('href', '/businesses/1/staff/12/details');
    await expect(benEntry).toHaveTextContent('ben.ode@example.com');
    await expect(benEntry).toHaveTextContent('Albert Dock');
    await expect(staff.getByRole('link', { name: /Ann Lee/ })).toHaveAttribute(
      'href',
      '/businesses/1/staff/11/details',
    );
    await expect(staff.getByRole('button', { name: 'Details' })).toBeDisabled();
    await expect(staff.getByText('Unavailable')).toBeVisible();

    const tags = regionOf(canvasElement, 'Stampcard Tags');
    const counter = tags.getByRole('link', { name: /Counter/ });
    await expect(counter).toHaveTextContent('Enabled');
    await expect(counter).toHaveTextContent('04:A2:41:7B:C1:5E:80');
    await expect(counter).toHaveAttribute('href', '/businesses/1/stores/2/nfc-tags');
    const windowTag = tags.getByRole('link', { name: /Window/ });
    await expect(windowTag).toHaveTextContent('Disabled');
    await expect(windowTag).toHaveTextContent('Not available');
    await expect(windowTag).toHaveAttribute('href', '/businesses/1/stores/2/nfc-tags');
    await expect(tags.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/2/nfc-tags',
    );
  },
};

/**
 * The store of a single-store business: businesses > store, the Single-store badge, Convert to
 * multi-store business, and the manager set here (the business's own picker).
 */
export const SingleStore: Story = {
  ...storyOf(administrator, { business: cornerBakeryCo(), store: cornerBakery() }),
  play: async ({ canvas, canvasElement }) => {
    const panel = await panelOf(canvasElement, 'Corner Bakery');
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() => expect(breadcrumbs.getAllByRole('listitem')).toHaveLength(2));
    await expect(breadcrumbs.getByRole('link', { name: 'businesses' })).toHaveAttribute('href', '/businesses');
    await expect(breadcrumbs.getByText('Corner Bakery')).toHaveAttribute('aria-current', 'page');
    await expect(breadcrumbs.queryByText('Corner Bakery Co.')).not.toBeInTheDocument();
    await expect(breadcrumbs.queryByRole('link', { name: 'stores' })).not.toBeInTheDocument();

    const parent = regionOf(panel, 'Parent business');
    await expect(parent.getByText('Single-store')).toBeVisible();
    await expect(parent.queryByRole('link')).not.toBeInTheDocument();
    await expect(parent.getByRole('button', { name: 'Convert to multi-store business' })).toBeEnabled();

    const manager = regionOf(panel, 'Manager');
    await expect(manager.getByText('Ann Lee')).toBeVisible();
    await expect(manager.queryByText('Can only edit from Parent business')).not.toBeInTheDocument();
    await expect(manager.queryByText('Unavailable')).not.toBeInTheDocument();
    await expect(
      within(settingsOf(canvasElement)).getByText(/Deletes the store and, with it, its single-store business/),
    ).toBeVisible();

    // Set manager opens the business's staff to choose from.
    await userEvent.click(manager.getByRole('button', { name: 'Set manager' }));
    const picker = await dialogNamed("Select the store's manager");
    await expect(await within(picker).findByRole('option', { name: /Ben Ode/ })).toBeVisible();
    await userEvent.click(within(picker).getByRole('option', { name: /Ben Ode/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Store manager changed!')).toBeInTheDocument();
    await expect(businessPatched).toHaveBeenCalledWith([
      { op: 'test', path: '/mainContact/staffID', value: 11 },
      { op: 'replace', path: '/mainContact/staffID', value: 12 },
      { op: 'test', path: '/mainContact/user/userID', value: 'user-ann' },
      { op: 'replace', path: '/mainContact/user/userID', value: 'user-ben' },
    ]);
    await waitFor(() => expect(manager.getByText('Ben Ode')).toBeVisible());
  },
};

/** A merchant reads the store: no Edit buttons, the details read-only, no Settings. */
export const Merchant: Story = {
  ...storyOf(merchant),
  play: async ({ canvas, canvasElement }) => {
    const panel = await panelOf(canvasElement);
    const details = within(panel);
    await expect(details.getByText('Coffee by the water, in the Royal Albert Dock.')).toBeVisible();
    await expect(details.queryByRole('button', { name: /Store name/ })).not.toBeInTheDocument();
    await expect(details.queryByRole('button', { name: /Description/ })).not.toBeInTheDocument();
    await expect(details.queryByRole('button', { name: 'Edit location' })).not.toBeInTheDocument();
    await expect(details.queryByRole('button', { name: 'Edit categories' })).not.toBeInTheDocument();
    await expect(details.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await expect(details.getByText('Can only edit from Parent business')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
    // The cards, staff and tags are a merchant's too.
    await expect(regionOf(canvasElement, 'Cards').getByRole('link', { name: 'Coffee card' })).toBeVisible();
    await expect(regionOf(canvasElement, 'Staff').getByRole('link', { name: /Ann Lee/ })).toBeVisible();
    await expect(regionOf(canvasElement, 'Stampcard Tags').getByRole('link', { name: /Counter/ })).toBeVisible();
  },
};

/** While the store loads: skeletons, 2 cards, 3 staff and 4 tags; nothing can be changed yet. */
export const Loading: Story = {
  ...storyOf(administrator, { storeAnswer: loading }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Store details' }, firstRender)).toBeVisible();
    const panel = await within(canvasElement).findByRole('region', { name: 'Details' }, firstRender);
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    const rows = (name: string) =>
      within(canvasElement).getByRole('region', { name }).querySelectorAll('[data-component="Skeleton.Row"]').length;
    await expect(
      within(canvasElement)
        .getByRole('region', { name: 'Cards' })
        .querySelectorAll('[data-component="Details.CardSkeleton"]'),
    ).toHaveLength(2);
    await expect(rows('Staff')).toBe(3);
    await expect(rows('Stampcard Tags')).toBe(4);
    const settings = within(settingsOf(canvasElement));
    await expect(settings.getByRole('switch', { name: 'Test mode' })).toBeDisabled();
    await expect(settings.getByRole('switch', { name: 'External store' })).toBeDisabled();
    await expect(settings.getByRole('button', { name: 'Delete store' })).toBeDisabled();
  },
};

/** The store cannot be loaded: 'Could not load the store' with the reason; Retry loads it. */
export const LoadFailed: Story = {
  ...storyOf(administrator, { failFirst: true }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the store' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await panelOf(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Could not load the store' })).not.toBeInTheDocument();
  },
};

/** A store with nothing yet: each section's own empty text, and a blank name as Unnamed store. */
export const Empty: Story = {
  ...storyOf(administrator, {
    business: boldStreetCoffee({ mainContact: null }),
    store: albertDock({ name: '', description: null, categories: [], cards: [], staff: [], nfcTags: [] }),
  }),
  play: async ({ canvas, canvasElement }) => {
    const panel = await panelOf(canvasElement, 'Unnamed store');
    await expect(within(panel).getByRole('button', { name: /Store name/ })).toHaveTextContent('Unnamed store');
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByText('Unnamed store')).toHaveAttribute('aria-current', 'page');
    await expect(regionOf(panel, 'Categories').getByText('No categories')).toBeVisible();
    await expect(regionOf(panel, 'Manager').getByText('No manager assigned.')).toBeVisible();
    await expect(regionOf(canvasElement, 'Cards').getByText('No loyalty cards')).toBeVisible();
    await expect(regionOf(canvasElement, 'Staff').getByText('Staff section is disabled')).toBeVisible();
    await expect(regionOf(canvasElement, 'Stampcard Tags').getByText('No NFC tags')).toBeVisible();
  },
};

async function rename(canvasElement: HTMLElement, text: string) {
  const panel = await panelOf(canvasElement);
  await userEvent.click(within(panel).getByRole('button', { name: /Store name/ }));
  const field = within(panel).getByRole('textbox', { name: 'Store name' });
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Enter}`);
  return { panel, field };
}

/** A rename: one replace of the name, "Updated the store's details", the new name shown. */
export const EditName: Story = {
  ...storyOf(administrator),
  play: async ({ canvas, canvasElement }) => {
    const { panel } = await rename(canvasElement, 'Albert Dock Roastery');
    await expect(await body.findByText("Updated the store's details")).toBeInTheDocument();
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/name', value: 'Albert Dock' },
        { op: 'replace', path: '/name', value: 'Albert Dock Roastery' },
      ],
    ]);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: /Store name/ })).toHaveTextContent('Albert Dock Roastery'),
    );
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() => expect(breadcrumbs.getByText('Albert Dock Roastery')).toBeInTheDocument());
  },
};

/** The rename is refused: 'Could not save' and why, and the typed text stays in the box. */
export const EditNameFails: Story = {
  ...storyOf(administrator, { patchAnswer: apiError(500) }),
  play: async ({ canvasElement }) => {
    const { panel, field } = await rename(canvasElement, 'Albert Dock Roastery');
    await expect(await body.findByText('Could not save')).toBeInTheDocument();
    await expect(
      (await body.findAllByText('An error occurred when trying to save the changes.')).length,
    ).toBeGreaterThan(0);
    await expect(storePatched).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('Albert Dock Roastery');
    await expect(within(panel).getByRole('textbox', { name: 'Store name' })).toBeVisible();
  },
};

/**
 * Scrolls back to the top before the accessibility check that follows the play function: axe takes
 * a target scrolled partly under the phone's sticky header bar for a target too small
 * (dequelabs/axe-core#3720), which a user, who scrolls, never meets.
 */
function atTopForAxe() {
  window.scrollTo(0, 0);
}

async function openLocation(canvasElement: HTMLElement) {
  const panel = await panelOf(canvasElement);
  await userEvent.click(within(panel).getByRole('button', { name: 'Edit location' }));
  const dialog = await dialogNamed('Edit location');
  return { panel, dialog, form: within(dialog) };
}

/** Edit location: the form holds the address; a new city sends that field only. */
export const EditLocation: Story = {
  ...storyOf(administrator),
  play: async ({ canvasElement }) => {
    const { panel, dialog, form } = await openLocation(canvasElement);
    await expect(form.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('1 Albert Dock');
    await expect(form.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('L3 4AF');
    await expect(form.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('53.4028');
    const city = form.getByRole('textbox', { name: /^City or town/ });
    await expect(city).toHaveValue('Liverpool');
    await userEvent.clear(city);
    await userEvent.type(city, 'Manchester');
    await userEvent.click(form.getByRole('button', { name: 'Save location' }));
    await expect(await body.findByText("Updated the store's details")).toBeInTheDocument();
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/address/cityTown', value: 'Liverpool' },
        { op: 'replace', path: '/address/cityTown', value: 'Manchester' },
      ],
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(regionOf(panel, 'Location').getByText('Manchester')).toBeVisible());
    atTopForAxe();
  },
};

/** An invalid location is not sent: each field says why, and the form's banner shows. */
export const LocationInvalid: Story = {
  ...storyOf(administrator),
  play: async ({ canvasElement }) => {
    const { dialog, form } = await openLocation(canvasElement);
    const line1 = form.getByRole('textbox', { name: /^Address line 1/ });
    await userEvent.clear(line1);
    const latitude = form.getByRole('textbox', { name: /^Latitude/ });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    await userEvent.click(form.getByRole('button', { name: 'Save location' }));
    await expect(
      await form.findByText("Some changes you've made are not valid. Please review them before saving."),
    ).toBeVisible();
    await expect(line1).toHaveAccessibleErrorMessage('Required');
    await expect(latitude).toHaveAccessibleErrorMessage(/^Not valid/);
    await expect(form.getByText(/^Not valid/)).toBeVisible();
    await expect(storePatched).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** The server refuses the city: its error shows on the City field, and the modal stays open. */
export const LocationRefused: Story = {
  ...storyOf(administrator, {
    patchAnswer: apiError(400, { '/address/cityTown': ['We do not deliver to this city yet.'] }),
  }),
  play: async ({ canvasElement }) => {
    const { panel, dialog, form } = await openLocation(canvasElement);
    const city = form.getByRole('textbox', { name: /^City or town/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Atlantis');
    await userEvent.click(form.getByRole('button', { name: 'Save location' }));
    await expect(await body.findByText('Could not save')).toBeInTheDocument();
    await waitFor(() => expect(city).toHaveAccessibleErrorMessage('We do not deliver to this city yet.'));
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/address/cityTown', value: 'Liverpool' },
        { op: 'replace', path: '/address/cityTown', value: 'Atlantis' },
      ],
    ]);
    await expect(dialog).toBeVisible();
    await expect(city).toHaveValue('Atlantis');
    // The page behind (hidden from assistive technology under the modal) still shows the old city.
    await expect(panel).toHaveTextContent('Liverpool');
  },
};

/** Store categories: untick them all ('No categories selected'), tick Food, and the list goes whole. */
export const EditCategories: Story = {
  ...storyOf(administrator),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit categories' }));
    const dialog = await dialogNamed('Store categories');
    const modal = within(dialog);
    const foodBox = await modal.findByRole('checkbox', { name: 'Food' });
    const deliveryBox = modal.getByRole('checkbox', { name: 'Delivery' });
    await expect(foodBox).toBeChecked();
    await expect(deliveryBox).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Pharmaceutical' })).not.toBeChecked();
    await userEvent.click(foodBox);
    await userEvent.click(deliveryBox);
    await expect(modal.getByText('No categories selected')).toBeVisible();
    await userEvent.click(foodBox);
    await expect(modal.getByRole('list', { name: 'Selected categories' })).toHaveTextContent('Food');
    await userEvent.click(modal.getByRole('button', { name: 'Save categories' }));
    await expect(await body.findByText("Updated the store's details")).toBeInTheDocument();
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/categories', value: [food, delivery] },
        { op: 'replace', path: '/categories', value: [food] },
      ],
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        regionOf(panel, 'Categories')
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Food']),
    );
  },
};

/** Test mode on: enabled goes false, and the message says the store is offline for customers. */
export const TestModeOn: Story = {
  ...storyOf(administrator),
  play: async ({ canvasElement }) => {
    await panelOf(canvasElement);
    const testMode = within(settingsOf(canvasElement)).getByRole('switch', { name: 'Test mode' });
    await userEvent.click(testMode);
    await expect(await body.findByText('Test mode is on: Albert Dock is offline for customers')).toBeInTheDocument();
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/enabled', value: true },
        { op: 'replace', path: '/enabled', value: false },
      ],
    ]);
    await waitFor(() => expect(testMode).toBeChecked());
  },
};

/** Test mode turned on is busy at once while it saves, and cannot be turned twice. */
export const TestModeSaving: Story = {
  ...storyOf(administrator, { patchAnswer: loading }),
  play: async ({ canvasElement }) => {
    await panelOf(canvasElement);
    const settings = within(settingsOf(canvasElement));
    const testMode = settings.getByRole('switch', { name: 'Test mode' });
    await userEvent.click(testMode);
    await expect(await settings.findByText('Saving')).toBeInTheDocument();
    await expect(testMode.closest('[data-component="SettingsRow"]')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(testMode);
    await expect(storePatched).toHaveBeenCalledTimes(1);
  },
};

/** Test mode that fails to save: an update failure, its last line saying it was the test mode. */
export const TestModeFailure: Story = {
  ...storyOf(administrator, { patchAnswer: apiError(500) }),
  play: async ({ canvasElement }) => {
    await panelOf(canvasElement);
    const testMode = within(settingsOf(canvasElement)).getByRole('switch', { name: 'Test mode' });
    await userEvent.click(testMode);
    const message = (await body.findByText('Could not save')).closest('[data-component="Toast"]');
    if (!(message instanceof HTMLElement)) throw new Error('The failure has no message.');
    await expect(message).toHaveTextContent('An error occurred when trying to save the changes.');
    await expect(message).toHaveTextContent('An error occurred when trying to change the test mode.');
    await waitFor(() => expect(testMode).not.toBeChecked());
  },
};

/**
 * Someone else moved the store while its location form was open: 'Changed by someone else' shows
 * both cities; taking the current one closes the form on the page showing theirs.
 */
export const LocationChangedBySomeoneElse: Story = {
  ...storyOf(administrator, {
    savedMeanwhile: {
      address: buildAddress({ address1: '1 Albert Dock', cityTown: 'Birkenhead', postCode: 'L3 4AF' }),
    },
  }),
  play: async ({ canvasElement }) => {
    const { panel, dialog, form } = await openLocation(canvasElement);
    const city = form.getByRole('textbox', { name: /^City or town/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Manchester');
    await userEvent.click(form.getByRole('button', { name: 'Save location' }));
    const prompt = await body.findByRole('alertdialog', { name: 'Changed by someone else' });
    const location = within(prompt).getByRole('listitem');
    await expect(location).toHaveTextContent('Location');
    await expect(location).toHaveTextContent(/Now.*Birkenhead/);
    await expect(location).toHaveTextContent(/Yours.*Manchester/);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Take the current one' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(regionOf(panel, 'Location').getByText('Birkenhead')).toBeVisible());
    await expect(storePatched).toHaveBeenCalledTimes(1);
    atTopForAxe();
  },
};

async function turnOffTestMode(
  canvasElement: HTMLElement,
  choice: 'Turn off and Keep changes' | 'Turn off and Drop changes',
) {
  await panelOf(canvasElement);
  const testMode = within(settingsOf(canvasElement)).getByRole('switch', { name: 'Test mode' });
  await expect(testMode).toBeChecked();
  await userEvent.click(testMode);
  const dialog = await dialogNamed('Turn off test mode for Albert Dock?', 'alertdialog');
  await expect(dialog).toHaveTextContent(/comes back online for customers/);
  await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(within(dialog).getByRole('button', { name: 'Turn off and Keep changes' })).toBeEnabled();
  await expect(within(dialog).getByRole('button', { name: 'Turn off and Drop changes' })).toBeEnabled();
  await expect(storePatched).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: choice }));
  await expect(await body.findByText('Test mode is off: Albert Dock is online for customers')).toBeInTheDocument();
  // Both choices send the same update.
  await expect(bodiesOf(storePatched)).toEqual([
    [
      { op: 'test', path: '/enabled', value: false },
      { op: 'replace', path: '/enabled', value: true },
    ],
  ]);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  await waitFor(() => expect(testMode).not.toBeChecked());
}

/** Test mode off asks Keep or Drop changes; Keep sends enabled true. */
export const TestModeOff: Story = {
  ...storyOf(administrator, { store: albertDock({ enabled: false }) }),
  play: async ({ canvasElement }) => {
    await turnOffTestMode(canvasElement, 'Turn off and Keep changes');
  },
};

/** Drop changes sends the same update as Keep (ADR 013). */
export const TestModeOffDropChanges: Story = {
  ...storyOf(administrator, { store: albertDock({ enabled: false }) }),
  play: async ({ canvasElement }) => {
    await turnOffTestMode(canvasElement, 'Turn off and Drop changes');
  },
};

/** Set as external store: ID and provider are required; then both go with externalStore true. */
export const SetExternal: Story = {
  ...storyOf(administrator),
  play: async ({ canvasElement }) => {
    await panelOf(canvasElement);
    const settings = within(settingsOf(canvasElement));
    const external = settings.getByRole('switch', { name: 'External store' });
    await userEvent.click(external);
    const dialog = await dialogNamed('Set as external store');
    const form = within(dialog);
    const id = form.getByRole('textbox', { name: /^External store ID/ });
    const provider = form.getByRole('combobox', { name: /^Provider/ });

    await userEvent.click(form.getByRole('button', { name: 'Set as external' }));
    await expect(
      await form.findByText("Some changes you've made are not valid. Please review them before saving."),
    ).toBeVisible();
    await expect(id).toHaveAccessibleErrorMessage('Required');
    await expect(form.getAllByText('Required')).toHaveLength(2);
    await expect(storePatched).not.toHaveBeenCalled();

    await userEvent.type(id, 'ALB-204');
    await userEvent.click(provider);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Shopify' })).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Square' }));
    await expect(provider).toHaveTextContent('Square');
    await userEvent.click(form.getByRole('button', { name: 'Set as external' }));
    await expect(await body.findByText('Successfully set store as external')).toBeInTheDocument();
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/externalStore', value: false },
        { op: 'replace', path: '/externalStore', value: true },
        { op: 'test', path: '/externalStoreID', value: null },
        { op: 'replace', path: '/externalStoreID', value: 'ALB-204' },
        { op: 'test', path: '/externalStoreProvider', value: null },
        { op: 'replace', path: '/externalStoreProvider', value: square },
      ],
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(external).toBeChecked());
    await expect(settings.getByText('Run by Square as ALB-204.')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Edit parameters' })).toBeEnabled();
  },
};

const externalAlbertDock = () =>
  albertDock({ externalStore: true, externalStoreID: 'SHOP-1', externalStoreProvider: shopify });

/** Edit parameters reopens the form with the store's; a new ID sends that alone. */
export const EditExternalParameters: Story = {
  ...storyOf(administrator, { store: externalAlbertDock() }),
  play: async ({ canvasElement }) => {
    await panelOf(canvasElement);
    const settings = within(settingsOf(canvasElement));
    await expect(settings.getByRole('switch', { name: 'External store' })).toBeChecked();
    await expect(settings.getByText('Run by Shopify as SHOP-1.')).toBeVisible();
    await userEvent.click(settings.getByRole('button', { name: 'Edit parameters' }));
    const dialog = await dialogNamed('Edit external store parameters');
    const form = within(dialog);
    const id = form.getByRole('textbox', { name: /^External store ID/ });
    await expect(id).toHaveValue('SHOP-1');
    await expect(form.getByRole('combobox', { name: /^Provider/ })).toHaveTextContent('Shopify');
    await userEvent.clear(id);
    await userEvent.type(id, 'SHOP-2');
    await userEvent.click(form.getByRole('button', { name: 'Save parameters' }));
    await expect(await body.findByText('Changed external store parameters')).toBeInTheDocument();
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/externalStoreID', value: 'SHOP-1' },
        { op: 'replace', path: '/externalStoreID', value: 'SHOP-2' },
      ],
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(settings.getByText('Run by Shopify as SHOP-2.')).toBeVisible());
  },
};

/** External store parameters saved unchanged: nothing is sent, 'No changes to apply.' */
export const EditExternalParametersUnchanged: Story = {
  ...storyOf(administrator, { store: externalAlbertDock() }),
  play: async ({ canvasElement }) => {
    await panelOf(canvasElement);
    const settings = within(settingsOf(canvasElement));
    await userEvent.click(settings.getByRole('button', { name: 'Edit parameters' }));
    const dialog = await dialogNamed('Edit external store parameters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save parameters' }));
    await expect(await body.findByText('No changes to apply.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(storePatched).not.toHaveBeenCalled();
  },
};

/** External store off asks first; confirmed, it goes false with its parameters cleared. */
export const ExternalOff: Story = {
  ...storyOf(administrator, { store: externalAlbertDock() }),
  play: async ({ canvasElement }) => {
    await panelOf(canvasElement);
    const settings = within(settingsOf(canvasElement));
    const external = settings.getByRole('switch', { name: 'External store' });
    await userEvent.click(external);
    const prompt = await dialogNamed('Stop running Albert Dock as an external store?', 'alertdialog');
    await expect(within(prompt).getByRole('button', { name: 'No, keep it external' })).toBeEnabled();
    await expect(storePatched).not.toHaveBeenCalled();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes, turn it off' }));
    await expect(await body.findByText('The store is no longer external')).toBeInTheDocument();
    await expect(bodiesOf(storePatched)).toEqual([
      [
        { op: 'test', path: '/externalStore', value: true },
        { op: 'replace', path: '/externalStore', value: false },
        { op: 'test', path: '/externalStoreID', value: 'SHOP-1' },
        { op: 'replace', path: '/externalStoreID', value: null },
        { op: 'test', path: '/externalStoreProvider/externalStoreProviderID', value: shopify.externalStoreProviderID },
        { op: 'test', path: '/externalStoreProvider/name', value: shopify.name },
        { op: 'replace', path: '/externalStoreProvider', value: null },
      ],
    ]);
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    await waitFor(() => expect(external).not.toBeChecked());
    await expect(settings.queryByRole('button', { name: 'Edit parameters' })).not.toBeInTheDocument();
  },
};

async function confirmDelete(canvasElement: HTMLElement) {
  await panelOf(canvasElement);
  await userEvent.click(within(settingsOf(canvasElement)).getByRole('button', { name: 'Delete store' }));
  const prompt = await dialogNamed('Delete Albert Dock?', 'alertdialog');
  const confirm = within(prompt).getByRole('button', { name: 'Delete store' });
  await expect(confirm).toBeDisabled();
  await userEvent.type(within(prompt).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
  await expect(confirm).toBeEnabled();
  await userEvent.click(confirm);
  return prompt;
}

/**
 * Deleted: the message that cannot be closed, counting down to the business (a multi-store one);
 * Navigate away goes at once.
 */
export const DeleteStore: Story = {
  ...storyOf(administrator),
  play: async ({ canvas, canvasElement }) => {
    await confirmDelete(canvasElement);
    const message = await body.findByRole('alertdialog', { name: 'Deleted the Albert Dock store!' });
    await expect(storeDeleted).toHaveBeenCalledTimes(1);
    await expect(message).toHaveTextContent(/Returning to the business in [1-5] seconds?\./);
    await expect(within(message).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(message).toBeVisible();
    // The page keeps showing the deleted store under the message.
    await expect(canvas.queryByRole('heading', { name: 'Could not load the store' })).not.toBeInTheDocument();
    await userEvent.click(within(message).getByRole('button', { name: 'Navigate away' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business details' }, firstRender)).toBeVisible();
  },
};

/** The delete fails: 'Could not delete store {name}' and why; the prompt closes after 1 s. */
export const DeleteFails: Story = {
  ...storyOf(administrator, { deleteAnswer: apiError(500) }),
  play: async ({ canvas, canvasElement }) => {
    const prompt = await confirmDelete(canvasElement);
    await expect(await body.findByText('Could not delete store Albert Dock')).toBeInTheDocument();
    await expect(
      (await body.findAllByText('An error has occurred when trying to delete this store.')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(prompt).not.toBeInTheDocument(), { timeout: 3_000 });
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store details' })).toBeVisible();
    await expect(within(await panelOf(canvasElement)).getByRole('button', { name: /Store name/ })).toBeVisible();
  },
};

async function openConvert(canvasElement: HTMLElement) {
  const panel = await panelOf(canvasElement, 'Corner Bakery');
  await userEvent.click(
    regionOf(panel, 'Parent business').getByRole('button', { name: 'Convert to multi-store business' }),
  );
  const prompt = await dialogNamed('Convert to multi-store business', 'alertdialog');
  return prompt;
}

/**
 * Convert: the business's name prefilled under the warning that it cannot be undone; confirmed,
 * the business's isSingleStore goes false, 'Success! Redirecting to the parent business...', and
 * the business's details open after 2 seconds.
 */
export const Convert: Story = {
  ...storyOf(administrator, { business: cornerBakeryCo(), store: cornerBakery() }),
  play: async ({ canvas, canvasElement }) => {
    const prompt = await openConvert(canvasElement);
    await expect(prompt).toHaveTextContent(/cannot be undone/);
    await expect(within(prompt).getByRole('textbox', { name: /^Business name/ })).toHaveValue('Corner Bakery Co.');
    await expect(within(prompt).getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Bread and cakes baked on the corner since 1999.',
    );
    await userEvent.click(within(prompt).getByRole('button', { name: 'Convert' }));
    const message = await body.findByRole('alertdialog', { name: 'Success! Redirecting to the parent business...' });
    await expect(bodiesOf(businessPatched)).toEqual([
      [
        { op: 'test', path: '/isSingleStore', value: true },
        { op: 'replace', path: '/isSingleStore', value: false },
      ],
    ]);
    await expect(storePatched).not.toHaveBeenCalled();
    // The message stays while the page reloads the now multi-store business, then leaves for it.
    await expect(message).toHaveTextContent(/Opening the business in [12] seconds?\./);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business details' }, firstRender)).toBeVisible();
  },
};

/** The convert fails: 'Could not convert' and why; the form stays as typed. */
export const ConvertFails: Story = {
  ...storyOf(administrator, { business: cornerBakeryCo(), store: cornerBakery(), businessPatchAnswer: apiError(500) }),
  play: async ({ canvas, canvasElement }) => {
    const prompt = await openConvert(canvasElement);
    const name = within(prompt).getByRole('textbox', { name: /^Business name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Corner Bakeries');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Convert' }));
    await expect(await body.findByText('Could not convert')).toBeInTheDocument();
    await expect(
      (await body.findAllByText('An error has occurred when trying to convert this to a multi-store business.')).length,
    ).toBeGreaterThan(0);
    await expect(bodiesOf(businessPatched)).toEqual([
      [
        { op: 'test', path: '/name', value: 'Corner Bakery Co.' },
        { op: 'replace', path: '/name', value: 'Corner Bakeries' },
        { op: 'test', path: '/isSingleStore', value: true },
        { op: 'replace', path: '/isSingleStore', value: false },
      ],
    ]);
    await expect(prompt).toBeVisible();
    await expect(name).toHaveValue('Corner Bakeries');
    await expect(within(prompt).getByRole('alert')).toHaveTextContent(
      'An error has occurred when trying to convert this to a multi-store business.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store details', hidden: true })).toBeInTheDocument();
  },
};
