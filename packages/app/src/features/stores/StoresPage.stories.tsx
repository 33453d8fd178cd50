import type { Business, Store, StoreForm } from '@stampcard/api-client';
import {
  apiError,
  buildAddress,
  buildBusiness,
  buildBusinessReference,
  buildStore,
  buildStoreSummary,
  categories,
  handlers,
  loading,
  pageOf,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

/** The modal and the toasts are portalled to the body. */
const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const reference = buildBusinessReference({ businessID: 1, name: 'Bold Street Coffee' });
const business = buildBusiness({ businessID: 1, name: 'Bold Street Coffee', isSingleStore: false });
/** A single-store business: its one store, and no room for another. */
const singleStore = buildBusiness({
  businessID: 1,
  name: 'Clifton Pharmacy',
  isSingleStore: true,
  stores: [buildStoreSummary({ storeID: 21, name: 'Clifton Pharmacy', parentBusiness: reference })],
});

/** `count` stores, Store 01, Store 02, ..., in Liverpool and Bristol by turns, every third a Delivery store. */
function manyStores(count: number): Store[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return buildStore({
      storeID: 100 + index,
      name: `Store ${number}`,
      parentBusiness: reference,
      address: buildAddress({
        address1: `${String(index + 1)} Bold Street`,
        cityTown: index % 2 === 0 ? 'Liverpool' : 'Bristol',
      }),
      categories: index % 3 === 2 ? categories.slice(1, 2) : categories.slice(0, 1),
    });
  });
}

/** Blank data: the card says 'Unnamed store', 'Unspecified street' and 'Unspecified city'. */
const blankStore = buildStore({ storeID: 99, name: ' ', parentBusiness: reference, address: null });

/** What the server answers to a create: the store, with its id. */
const harbourDeli = buildStore({
  storeID: 999,
  name: 'Harbour Deli',
  parentBusiness: reference,
  address: buildAddress({ address1: '1 Quay Street', cityTown: 'Bristol' }),
});

/** Each GET /api/Business/1/Stores's query string, and each POST body. */
const listed = fn<(search: string) => void>();
const created = fn<(sent: StoreForm) => void>();

/**
 * The API of the stores page over `stores`, as the API answers: the business, its stores (search on
 * the name, the city and category filters, the page, x-pagination), every visible store (for the
 * cities: this business's and another's) and the categories; POST answers `createAnswer`, or the
 * new store, which the list then holds.
 */
function storesApi(
  stores: readonly Store[],
  { owner = business, createAnswer }: { owner?: Business; createAnswer?: Response } = {},
) {
  let current = [...stores];
  return [
    handlers.getBusiness(owner),
    handlers.getBusinessStores(({ request }) => {
      const query = new URL(request.url).searchParams;
      listed(query.toString());
      const term = (query.get('SearchTerm') ?? '').toLowerCase();
      const types = query.getAll('FilterType');
      const values = query.getAll('Filter');
      const wanted = (type: string) => values.filter((_, index) => types[index] === type);
      const cities = wanted('locations');
      const [category] = wanted('categories');
      const matching = current.filter(
        (store) =>
          (store.name ?? '').toLowerCase().includes(term) &&
          (cities.length === 0 || cities.includes(store.address?.cityTown ?? '')) &&
          (category === undefined || (store.categories ?? []).some((entry) => entry.name === category)),
      );
      return pageOf(matching, request);
    }),
    handlers.createBusinessStore(async ({ request }) => {
      const sent = (await request.json()) as StoreForm;
      created(sent);
      if (createAnswer !== undefined) return createAnswer;
      current = [harbourDeli, ...current];
      return harbourDeli;
    }),
    handlers.getStores([
      buildStoreSummary({ storeID: 1, parentBusiness: reference, address: buildAddress({ cityTown: 'Liverpool' }) }),
      buildStoreSummary({ storeID: 2, parentBusiness: reference, address: buildAddress({ cityTown: 'Bristol' }) }),
      buildStoreSummary({
        storeID: 3,
        parentBusiness: buildBusinessReference({ businessID: 2, name: 'Mersey Bakes' }),
        address: buildAddress({ cityTown: 'Manchester' }),
      }),
    ]),
    handlers.getStoreCategories([...categories]),
  ];
}

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/Stores',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: storesApi([blankStore, ...manyStores(3)]) },
    // Each story counts its own requests.
    test: { clearMocks: true },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: '/businesses/1/stores', user: demoUsers.administrator });

function storesList(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'Stores' }, firstRender);
}

/** The toasts, portalled to the body. */
function notifications() {
  return within(body.getByRole('region', { name: 'Notifications' }));
}

/** Opens the New store modal from the NEW STORE tile. */
async function openNewStore(canvasElement: HTMLElement) {
  const list = await storesList(canvasElement);
  await userEvent.click(await within(list).findByRole('button', { name: 'NEW STORE' }));
  const dialog = await body.findByRole('dialog', { name: 'New store' });
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, modal: within(dialog), form: within(within(dialog).getByRole('form', { name: 'The store' })) };
}

type Form = Awaited<ReturnType<typeof openNewStore>>['form'];

/** The new store's location, as typed. */
const harbourDeliLocation = {
  'Address line 1': '1 Quay Street',
  'City or town': 'Bristol',
  Country: 'United Kingdom',
  Postcode: 'BS1 4DB',
  Latitude: '51.45',
  Longitude: '-2.6',
} as const;

/** Fills the store form validly: Harbour Deli in Bristol, a Food store. */
async function fillStoreForm(form: Form) {
  await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Harbour Deli');
  await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Sandwiches by the water.');
  await userEvent.click(await form.findByRole('checkbox', { name: 'Food' }));
  for (const [label, value] of Object.entries(harbourDeliLocation)) {
    await userEvent.type(form.getByRole('textbox', { name: label }), value);
  }
}

/**
 * 12 stores, 11 a page: the NEW STORE tile first, then the cards, each with its street and city (or
 * the placeholders) and leading to the store's details; Pagination; the breadcrumbs.
 */
export const Default: Story = {
  ...administrator,
  parameters: { msw: { handlers: storesApi([blankStore, ...manyStores(11)]) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stores' }, firstRender)).toBeVisible();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumbs.getByRole('link', { name: 'businesses' })).toHaveAttribute('href', '/businesses');
    await expect(await breadcrumbs.findByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
    await expect(breadcrumbs.getByText('stores')).toBeVisible();
    const list = await storesList(canvasElement);
    const [first, ...cards] = within(list).getAllByRole('listitem');
    if (first === undefined) throw new Error('The list is empty.');
    await expect(within(first).getByRole('button', { name: 'NEW STORE' })).toBeVisible();
    await expect(cards).toHaveLength(11);
    const store = within(within(list).getByRole('article', { name: 'Store 01' }));
    await expect(store.getByRole('link', { name: 'Store 01' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/100/details',
    );
    await expect(store.getByText('1 Bold Street')).toBeVisible();
    await expect(store.getByText('Liverpool')).toBeVisible();
    // Blank data: the placeholders.
    const blank = within(within(list).getByRole('article', { name: 'Unnamed store' }));
    await expect(blank.getByRole('link', { name: 'Unnamed store' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/99/details',
    );
    await expect(blank.getByText('Unspecified street')).toBeVisible();
    await expect(blank.getByText('Unspecified city')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('link', { name: /page 1/i })).toHaveAttribute('aria-current', 'page');
    await expect(listed).toHaveBeenCalledWith('page=1&pageCount=11');
  },
};

/** While the first page loads: 12 skeleton cards. */
export const Loading: Story = {
  ...administrator,
  parameters: {
    // The first handler that matches answers: this one, before the others'.
    msw: { handlers: [handlers.getBusinessStores(loading), ...storesApi([])] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading the stores', {}, firstRender)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll('[data-component="CardGrid"][data-loading] [data-component="Skeleton.Card"]'),
      ).toHaveLength(12),
    );
    await expect(canvas.queryByRole('list', { name: 'Stores' })).not.toBeInTheDocument();
  },
};

/** No stores: No results / No stores to be displayed, and Create a new store opens the New store modal. */
export const Empty: Story = {
  ...administrator,
  parameters: { msw: { handlers: storesApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No results' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('No stores to be displayed')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a new store' }));
    const dialog = await body.findByRole('dialog', { name: 'New store' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The list could not load: the reason and Retry, the controls kept; Retry loads it. */
export const LoadError: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: (() => {
        let calls = 0;
        return [
          handlers.getBusinessStores(({ request }) => {
            calls += 1;
            return calls === 1 ? apiError(500, ['The database is not reachable.']) : pageOf(manyStores(2), request);
          }),
          ...storesApi([]),
        ];
      })(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Could not load the stores' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    const list = await storesList(canvasElement);
    await expect(await within(list).findByRole('link', { name: 'Store 01' })).toBeVisible();
  },
};

/** The URL drives the query: its search, sort, cities and category go to the API, and the list is narrowed. */
export const Filtered: Story = {
  ...appStory({
    path: '/businesses/1/stores?search=store&sort=no_of_employees&sortOrder=desc&locations=Bristol&categories=Food',
    user: demoUsers.administrator,
  }),
  parameters: { msw: { handlers: storesApi(manyStores(6)) } },
  play: async ({ canvas, canvasElement }) => {
    const list = await storesList(canvasElement);
    await expect(listed).toHaveBeenCalledWith(
      'page=1&pageCount=11&SearchTerm=store&OrderBy=-no_of_employees&FilterType=locations&Filter=Bristol&FilterType=categories&Filter=Food',
    );
    // Bristol's Food stores: Store 02 and Store 04 (Store 06 is a Delivery store).
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    await expect(within(list).getByRole('link', { name: 'Store 02' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Store 04' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('store');
  },
};

/** Enter in the search box searches from page 1: the URL and the request carry it. */
export const Searched: Story = {
  ...appStory({ path: '/businesses/1/stores?page=2', user: demoUsers.administrator }),
  parameters: { msw: { handlers: storesApi(manyStores(14)) } },
  play: async ({ canvas, canvasElement }) => {
    await storesList(canvasElement);
    await expect(listed).toHaveBeenCalledWith('page=2&pageCount=11');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Store 1{Enter}');
    await waitFor(() => expect(listed).toHaveBeenLastCalledWith('page=1&pageCount=11&SearchTerm=Store+1'));
    const list = await storesList(canvasElement);
    // Store 10 to Store 14.
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** The filters offer the cities of this business's stores only, the categories, and the sorts. */
export const Filters: Story = {
  ...administrator,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Sort by' }, firstRender));
    const sorts = await body.findByRole('listbox');
    await expect(within(sorts).getAllByRole('option')).toHaveLength(2);
    for (const name of ['Alphabetically', 'Number of employees']) {
      await expect(within(sorts).getByRole('option', { name })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Locations' }));
    const locations = await body.findByRole('listbox');
    await waitFor(() => expect(within(locations).getAllByRole('option')).toHaveLength(2));
    await expect(within(locations).getByRole('option', { name: 'Bristol' })).toBeVisible();
    await expect(within(locations).getByRole('option', { name: 'Liverpool' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categories' }));
    const categoryOptions = await body.findByRole('listbox');
    for (const name of ['Food', 'Delivery', 'Pharmaceutical']) {
      await expect(within(categoryOptions).getByRole('option', { name })).toBeVisible();
    }
  },
};

/** A merchant may create stores too (a business's stores are theirs to manage): the NEW STORE tile. */
export const Merchant: Story = {
  ...appStory({ path: '/businesses/1/stores', user: demoUsers.merchant }),
  play: async ({ canvasElement }) => {
    const list = await storesList(canvasElement);
    await expect(await within(list).findByRole('button', { name: 'NEW STORE' })).toBeVisible();
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
  },
};

/** A single-store business has its one store: no NEW STORE tile (the server refuses a second). */
export const SingleStore: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: storesApi([buildStore({ storeID: 21, name: 'Clifton Pharmacy', parentBusiness: reference })], {
        owner: singleStore,
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const list = await storesList(canvasElement);
    await expect(within(list).getByRole('link', { name: 'Clifton Pharmacy' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/21/details',
    );
    // The business has arrived (its name in the breadcrumbs), and still no tile.
    await expect(
      await within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).findByRole('link', {
        name: 'Clifton Pharmacy',
      }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'NEW STORE' })).not.toBeInTheDocument();
  },
};

/** NEW STORE opens the New store modal: the store form, empty, with the categories; Cancel closes it. */
export const NewStore: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    const { dialog, modal, form } = await openNewStore(canvasElement);
    for (const name of ['Name', 'Description', 'Logo image URL', 'Address line 1', 'City or town', 'Postcode']) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('');
    }
    for (const name of ['Food', 'Delivery', 'Pharmaceutical']) {
      await expect(await form.findByRole('checkbox', { name })).not.toBeChecked();
    }
    await expect(form.getByRole('button', { name: 'Set manager' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Create' })).toBeEnabled();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Create on the empty form: the banner, Required on each required field, and no request. */
export const NewStoreInvalid: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    const { modal, form } = await openNewStore(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      "Some changes you've made are not valid. Please review them before saving.",
    );
    for (const name of ['Name', 'Address line 1', 'City or town', 'Country', 'Postcode', 'Latitude', 'Longitude']) {
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleErrorMessage('Required');
    }
    await expect(created).not.toHaveBeenCalled();
  },
};

/** A store created: POST /api/Business/1/Stores with the form; the modal closes, 'Store created!' links to it, the list reloads. */
export const CreateSucceeds: Story = {
  ...administrator,
  play: async ({ canvasElement }) => {
    const { dialog, modal, form } = await openNewStore(canvasElement);
    const listedBefore = listed.mock.calls.length;
    await fillStoreForm(form);
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await expect(created).toHaveBeenCalledWith({
      name: 'Harbour Deli',
      description: 'Sandwiches by the water.',
      logoImageUrl: null,
      categories: categories.slice(0, 1),
      mainContact: null,
      address: {
        address1: '1 Quay Street',
        address2: null,
        address3: null,
        cityTown: 'Bristol',
        county: null,
        country: 'United Kingdom',
        postCode: 'BS1 4DB',
        latitude: 51.45,
        longitude: -2.6,
      },
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await body.findByText('Store created!')).toBeVisible();
    await expect(notifications().getByRole('link', { name: 'Open the store' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/999/details',
    );
    await waitFor(() => expect(listed.mock.calls.length).toBeGreaterThan(listedBefore));
    const list = await storesList(canvasElement);
    await expect(await within(list).findByRole('link', { name: 'Harbour Deli' })).toHaveAttribute(
      'href',
      '/businesses/1/stores/999/details',
    );
  },
};

/** A create the server refuses: 'Could not create the store' with its errors, in the modal and on their fields; every value kept. */
export const CreateRefused: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: storesApi(manyStores(3), {
        createAnswer: apiError(400, {
          Name: ['A store with this name already exists.'],
          'Address.PostCode': ['Invalid postcode format'],
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, modal, form } = await openNewStore(canvasElement);
    await fillStoreForm(form);
    const create = modal.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    // Said in the modal, where the focus goes (it cannot leave the modal for the toast)...
    const failure = await modal.findByRole('region', { name: 'Could not create the store' });
    await waitFor(() => expect(failure).toHaveFocus());
    await expect(failure).toHaveTextContent('A store with this name already exists.');
    await expect(failure).toHaveTextContent('Invalid postcode format');
    // ...on the fields it names...
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage(
      'A store with this name already exists.',
    );
    await expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleErrorMessage(
      'Invalid postcode format',
    );
    // ...and in the toast.
    await expect(await notifications().findByText('Could not create the store')).toBeVisible();
    await expect(created).toHaveBeenCalledTimes(1);
    // The modal stays open with every value, ready to try again.
    await expect(dialog).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbour Deli');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Sandwiches by the water.');
    await expect(form.getByRole('textbox', { name: 'City or town' })).toHaveValue('Bristol');
    await expect(form.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    await waitFor(() => expect(create).toBeEnabled());
  },
};
