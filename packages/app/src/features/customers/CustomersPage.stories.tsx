import type { User } from '@stampcard/api-client';
import {
  apiError,
  buildCustomer,
  buildStoreReference,
  buildStoreSummary,
  handlers,
  loading,
  pageOf,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, catchDownloads, type SavedFile } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

/** The stores the store filter offers (GET /api/Stores). */
const stores = [
  buildStoreSummary({ storeID: 1, name: 'Bold Street' }),
  buildStoreSummary({ storeID: 2, name: 'Albert Dock' }),
  buildStoreSummary({ storeID: 3, name: 'Clifton Village' }),
  buildStoreSummary({ storeID: 4, name: 'Clifton Pharmacy' }),
];
const [boldStreet, albertDock, cliftonVillage] = stores.map((store) =>
  buildStoreReference({ storeID: store.storeID, name: store.name }),
);

const amelia = buildCustomer({
  userID: 'c-1',
  firstName: 'Amelia',
  surname: 'Hughes',
  emailAddress: 'amelia.hughes@example.com',
  stores: [boldStreet ?? buildStoreReference()],
});
/** Blank data: the row says 'Unnamed user', 'No email' and 'Not assigned to a store'. */
const blank = buildCustomer({ userID: 'c-2', firstName: ' ', surname: '', name: null, emailAddress: null, stores: [] });
const oscar = buildCustomer({
  userID: 'c-3',
  firstName: 'Oscar',
  surname: 'Price',
  emailAddress: 'oscar.price@example.com',
  stores: [albertDock, boldStreet, cliftonVillage].filter((store) => store !== undefined),
});

/** `count` customers, Customer 01, Customer 02, ..., at Bold Street. */
function manyCustomers(count: number): User[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return buildCustomer({
      userID: `c-${100 + index}`,
      firstName: 'Customer',
      surname: number,
      emailAddress: `customer.${number}@example.com`,
    });
  });
}

/** The query of every GET /api/Users: the search parameters. */
const listed = fn<(query: URLSearchParams) => void>();

/** The list filters of a query: each `FilterType` key with the `Filter` values after it. */
function filtersOf(query: URLSearchParams): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  let key: string | undefined;
  for (const [name, value] of query) {
    if (name === 'FilterType') key = value;
    else if (name === 'Filter' && key !== undefined) (filters[key] ??= []).push(value);
  }
  return filters;
}
/** The body of every POST /api/Users. */
const created = fn<(body: unknown) => void>();

const fullName = (user: User) => `${user.firstName ?? ''} ${user.surname ?? ''}`.trim();

/**
 * GET /api/Users over `customers` (all of them Customers) as the API answers it: the search on name
 * and e-mail, the roles and stores filters, the name and e-mail orders (a leading minus descending), the page and
 * x-pagination; POST /api/Users adds a customer (or gives `createAnswer`); GET /api/Stores.
 */
function customersApi(customers: readonly User[], { createAnswer }: { createAnswer?: Response } = {}) {
  let current = [...customers];
  return [
    handlers.getStores(stores),
    handlers.getUsers(({ request }) => {
      const query = new URL(request.url).searchParams;
      listed(query);
      const filters = filtersOf(query);
      if (filters.roles !== undefined && !filters.roles.includes('Customer')) return pageOf([], request);
      const term = (query.get('SearchTerm') ?? '').toLowerCase();
      const storeIds = (filters.stores ?? []).map(Number);
      const order = query.get('OrderBy') ?? '';
      let matching = current.filter(
        (user) =>
          `${fullName(user)} ${user.emailAddress ?? ''}`.toLowerCase().includes(term) &&
          (storeIds.length === 0 || (user.stores ?? []).some((store) => storeIds.includes(store.storeID))),
      );
      const sortKey = order.replace(/^-/, '');
      if (sortKey === 'name' || sortKey === 'email') {
        const text = (user: User) => (sortKey === 'name' ? fullName(user) : (user.emailAddress ?? ''));
        matching = [...matching].sort((first, second) => text(first).localeCompare(text(second)));
      }
      if (order.startsWith('-')) matching.reverse();
      return pageOf(matching, request);
    }),
    handlers.createUser(async ({ request }) => {
      const sent = (await request.json()) as Pick<User, 'title' | 'firstName' | 'surname' | 'emailAddress'>;
      created(sent);
      if (createAnswer !== undefined) return createAnswer;
      const user = buildCustomer({ ...sent, userID: 'c-new', stores: [] });
      current = [user, ...current];
      return user;
    }),
  ];
}

const meta = {
  tags: ['reflow'],
  title: 'App/Customers/All customers',
  parameters: { layout: 'fullscreen', msw: { handlers: customersApi([amelia, blank, oscar]) } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: '/customers', user: demoUsers.administrator });

function customersTable(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: 'Customers' }, firstRender);
}

/** The row of the customer named `name` (the row's header). */
async function rowOf(canvasElement: HTMLElement, name: string) {
  const table = await customersTable(canvasElement);
  const row = (await within(table).findByRole('rowheader', { name })).closest('tr');
  if (row === null) throw new Error(`No row for ${name}.`);
  return row;
}

/** The last query the list asked the API with. */
function lastQuery() {
  const [query = new URLSearchParams()] = listed.mock.lastCall ?? [];
  return { query, filters: filtersOf(query) };
}

/**
 * The customers: name, e-mail and first store (or their placeholders); lock and delete, still under
 * development, disabled and marked Unavailable with their tooltips; the pencil to the customer's
 * details.
 */
export const Default: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    listed.mockClear();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Customers' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New user' })).toBeVisible();

    const ameliaRow = await rowOf(canvasElement, 'Amelia Hughes');
    await expect(ameliaRow).toHaveTextContent('amelia.hughes@example.com');
    await expect(ameliaRow).toHaveTextContent('Bold Street');
    await expect(within(ameliaRow).getByRole('cell', { name: '1' })).toBeVisible();
    await expect(lastQuery().filters).toEqual({ roles: ['Customer'] });
    await expect(lastQuery().query.get('pageCount')).toBe('20');

    const blankRow = await rowOf(canvasElement, 'Unnamed user');
    await expect(within(blankRow).getByText('No email')).toBeVisible();
    await expect(within(blankRow).getByText('Not assigned to a store')).toBeVisible();
    await expect(await rowOf(canvasElement, 'Oscar Price')).toHaveTextContent('Albert Dock +2 more');

    const lock = within(ameliaRow).getByRole('button', { name: 'Lock account' });
    await expect(lock).toBeDisabled();
    await expect(lock).toHaveAttribute('aria-pressed', 'false');
    await expect(lock).toHaveAccessibleDescription('Lock feature not available yet');
    const remove = within(ameliaRow).getByRole('button', { name: 'Delete account' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('Delete feature not available yet');
    await expect(within(ameliaRow).getAllByText('Unavailable')).toHaveLength(2);

    // The tooltips open on hover, even on the disabled controls.
    const [lockTrigger, deleteTrigger] = ameliaRow.querySelectorAll<HTMLElement>(
      '[data-component="Tooltip.DisabledTrigger"]',
    );
    if (lockTrigger === undefined || deleteTrigger === undefined)
      throw new Error('The disabled controls are not wrapped.');
    await userEvent.hover(lockTrigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Lock feature not available yet');
    await userEvent.unhover(lockTrigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(deleteTrigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Delete feature not available yet');
    await userEvent.unhover(deleteTrigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());

    const edit = within(ameliaRow).getByRole('link', { name: 'View/edit user details' });
    await expect(edit).toHaveAttribute('href', '/customers/c-1');
    await expect(edit).toHaveAccessibleDescription('View/edit user details');
    await userEvent.hover(edit);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('View/edit user details');
    await userEvent.unhover(edit);
  },
};

/** While the first page loads: skeleton rows. */
export const Loading: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getStores(stores), handlers.getUsers(loading)] } },
  play: async ({ canvasElement }) => {
    const table = await customersTable(canvasElement);
    await expect(within(table).getByText('Loading the customers')).toBeInTheDocument();
    await expect(table.querySelectorAll('[data-component="Skeleton.Row"]')).toHaveLength(5);
  },
};

/** No customers: No results / No users to be displayed, and no pager. */
export const Empty: Story = {
  ...administrator,
  parameters: { msw: { handlers: customersApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No results' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('No users to be displayed')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** The list cannot be loaded: an error with the reason and Retry, which loads it. */
export const LoadFailed: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: (() => {
        let calls = 0;
        return [
          handlers.getStores(stores),
          handlers.getUsers(() => {
            calls += 1;
            return calls === 1 ? apiError(500, ['The database is not reachable.']) : { items: [amelia] };
          }),
        ];
      })(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Could not load the customers' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await rowOf(canvasElement, 'Amelia Hughes')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Could not load the customers' })).not.toBeInTheDocument();
  },
};

/** Enter in the search box asks the API for the text (SearchTerm), from page 1. */
export const Searched: Story = {
  ...appStory({ path: '/customers?page=2', user: demoUsers.administrator }),
  parameters: { msw: { handlers: customersApi([amelia, oscar, ...manyCustomers(25)]) } },
  play: async ({ canvas, canvasElement }) => {
    listed.mockClear();
    await customersTable(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'oscar{Enter}');
    await waitFor(() => expect(lastQuery().query.get('SearchTerm')).toBe('oscar'));
    await expect(lastQuery().query.get('page')).toBe('1');
    const table = await customersTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('rowheader', { name: 'Oscar Price' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('oscar');
  },
};

/** The sorts Name, Email and Business; choosing Email, then Descending, asks the API for `-email`. */
export const Sorted: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    listed.mockClear();
    await customersTable(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    const sorts = await body.findByRole('listbox');
    await expect(within(sorts).getAllByRole('option')).toHaveLength(3);
    for (const name of ['Name', 'Email', 'Business']) {
      await expect(within(sorts).getByRole('option', { name })).toBeVisible();
    }
    await userEvent.click(within(sorts).getByRole('option', { name: 'Email' }));
    await waitFor(() => expect(lastQuery().query.get('OrderBy')).toBe('email'));
    await userEvent.click(canvas.getByRole('button', { name: 'Descending' }));
    await waitFor(() => expect(lastQuery().query.get('OrderBy')).toBe('-email'));
    const table = await customersTable(canvasElement);
    // Descending by e-mail: Oscar, Amelia, then the customer without one.
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((header) => header.textContent),
      ).toEqual(['Oscar Price', 'Amelia Hughes', 'Unnamed user']),
    );
  },
};

/** The store filter offers the stores of GET /api/Stores and asks the API for the chosen ones. */
export const Filtered: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    listed.mockClear();
    await customersTable(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stores' }));
    const options = await body.findByRole('listbox', { name: 'Stores' });
    await expect(within(options).getAllByRole('option')).toHaveLength(4);
    for (const name of ['Bold Street', 'Albert Dock', 'Clifton Village', 'Clifton Pharmacy']) {
      await expect(within(options).getByRole('option', { name })).toBeVisible();
    }
    await userEvent.click(within(options).getByRole('option', { name: 'Albert Dock' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(lastQuery().filters).toEqual({ stores: ['2'], roles: ['Customer'] }));
    const table = await customersTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('rowheader', { name: 'Oscar Price' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Albert Dock' })).toBeVisible();
  },
};

/** 25 customers, 20 a page: the pager; page 2 asks for page=2 and its numbers continue at 21. */
export const Pagination: Story = {
  ...administrator,
  parameters: { msw: { handlers: customersApi(manyCustomers(25)) } },
  play: async ({ canvas, canvasElement }) => {
    listed.mockClear();
    let table = await customersTable(canvasElement);
    await expect(await within(table).findByRole('rowheader', { name: 'Customer 20' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery().query.get('page')).toBe('2'));
    table = await customersTable(canvasElement);
    await expect(await within(table).findByRole('rowheader', { name: 'Customer 21' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('cell', { name: '21' })).toBeVisible();
    await expect(within(pager).getByRole('link', { name: /page 2/i })).toHaveAttribute('aria-current', 'page');
  },
};

async function openNewUser(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New user' }, firstRender));
  const dialog = await body.findByRole('dialog', { name: 'New User' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function fillNewUser(dialog: HTMLElement) {
  const modal = within(dialog);
  await userEvent.click(modal.getByRole('radio', { name: 'Ms' }));
  await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'Nia');
  await userEvent.type(modal.getByRole('textbox', { name: 'Surname' }), 'Evans');
  await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'nia.evans@example.com');
  await userEvent.click(modal.getByRole('button', { name: 'Create user' }));
}

/** The toasts, portalled to the body. */
function notifications() {
  return within(body.getByRole('region', { name: 'Notifications' }));
}

/** 'New user' opens the New User modal with the empty user form; Cancel closes it. */
export const NewUser: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    const dialog = await openNewUser(canvasElement);
    const modal = within(dialog);
    await expect(modal.getByRole('form', { name: 'New User' })).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(modal.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** POST /api/Users with the form; 'Created user' with the activation note and a link to the customer; the list reloads. */
export const CreateSucceeds: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    created.mockClear();
    const dialog = await openNewUser(canvasElement);
    await fillNewUser(dialog);
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await expect(created).toHaveBeenCalledWith({
      title: 'Ms',
      firstName: 'Nia',
      surname: 'Evans',
      emailAddress: 'nia.evans@example.com',
      phoneNumber: null,
      postCode: null,
      dateOfBirth: null,
      profileImage: null,
    });
    await expect(await body.findByText('Created user Nia Evans')).toBeInTheDocument();
    await expect(
      notifications().getByText('An account activation e-mail will be sent to nia.evans@example.com.'),
    ).toBeInTheDocument();
    await expect(notifications().getByRole('link', { name: 'View user' })).toHaveAttribute('href', '/customers/c-new');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await rowOf(canvasElement, 'Nia Evans')).toHaveTextContent('nia.evans@example.com');
  },
};

/** An e-mail already in use (409): 'Could not create the user', the reason at the e-mail field, every value kept. */
export const CreateRefused: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: customersApi([amelia, blank, oscar], {
        createAnswer: apiError(409, { emailAddress: ['nia.evans@example.com is already in use.'] }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNewUser(canvasElement);
    await fillNewUser(dialog);
    await expect(await notifications().findByText('Could not create the user')).toBeInTheDocument();
    const modal = within(dialog);
    const email = modal.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('nia.evans@example.com is already in use.'));
    await expect(dialog).toBeVisible();
    await expect(email).toHaveValue('nia.evans@example.com');
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('Nia');
    await expect(modal.getByRole('textbox', { name: 'Surname' })).toHaveValue('Evans');
    await expect(modal.getByRole('radio', { name: 'Ms' })).toBeChecked();
  },
};

/** The files Export CSV saved, and the query of every GET /api/Users/Export. */
const saved: SavedFile[] = [];
const exported = fn<(query: URLSearchParams) => void>();

/**
 * Export CSV: the list's own query (search, sort, stores and the Customer role, a store the API
 * does not offer dropped) without its page, saved as customers-{day}.csv.
 */
export const ExportsCsv: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...appStory({
    path: '/customers?search=o&sort=name&sortOrder=desc&stores=1&stores=99',
    user: demoUsers.administrator,
  }),
  parameters: {
    msw: {
      handlers: [
        handlers.exportUsers(({ request }) => {
          exported(new URL(request.url).searchParams);
          return new Blob(['\uFEFFUser ID,Title\r\nc-3,Mr\r\n'], { type: 'text/csv' });
        }),
        ...customersApi([amelia, blank, oscar]),
      ],
    },
    visual: { disable: 'The page as Searched and Filtered show it; the file is checked here.' },
  },
  beforeEach: () => catchDownloads(saved),
  play: async ({ canvas, canvasElement }) => {
    await rowOf(canvasElement, 'Oscar Price');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toBe('customers-2026-11-26.csv');
    const [query = new URLSearchParams()] = exported.mock.lastCall ?? [];
    await expect(query.get('SearchTerm')).toBe('o');
    await expect(query.get('OrderBy')).toBe('-name');
    await expect(filtersOf(query)).toEqual({ stores: ['1'], roles: ['Customer'] });
    // The list's query without its page: every customer it selects, on every page.
    const listQuery = new URLSearchParams(lastQuery().query);
    listQuery.delete('page');
    listQuery.delete('pageCount');
    await expect(query.toString()).toBe(listQuery.toString());
  },
};
