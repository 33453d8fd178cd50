import type { Business } from '@stampcard/api-client';
import {
  apiError,
  buildBusiness,
  buildStoreSummary,
  categories,
  handlers,
  loading,
  pageOf,
  tooManyRequests,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, mainMenu } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const boldStreet = buildBusiness({ businessID: 1, name: 'Bold Street Coffee' });
const clifton = buildBusiness({
  businessID: 2,
  name: 'Clifton Pharmacy',
  description: 'A family pharmacy in the heart of Clifton.',
  isSingleStore: true,
  stores: [buildStoreSummary({ storeID: 21, name: 'Clifton Pharmacy' })],
});
/** Blank data: the card shows its placeholders. */
const blank = buildBusiness({
  businessID: 3,
  name: '  ',
  description: null,
  isSingleStore: true,
  stores: [],
  staff: [],
});

/** `count` businesses named Business 001, Business 002, ... */
function manyBusinesses(count: number): Business[] {
  return Array.from({ length: count }, (_, index) =>
    buildBusiness({
      businessID: 100 + index,
      name: `Business ${String(index + 1).padStart(3, '0')}`,
      stores: Array.from({ length: (index % 4) + 1 }, (__, store) =>
        buildStoreSummary({ storeID: 1000 + index * 10 + store }),
      ),
    }),
  );
}

/**
 * GET /api/Business over `businesses` as the API answers it: the page and page size asked for, the
 * search on the name, the order (a leading minus descending), and the x-pagination header.
 */
function businessesApi(businesses: readonly Business[]) {
  return handlers.getBusinesses(({ request }) => {
    const query = new URL(request.url).searchParams;
    const term = (query.get('SearchTerm') ?? '').toLowerCase();
    const order = query.get('OrderBy') ?? '';
    let matching = businesses.filter((business) => (business.name ?? '').toLowerCase().includes(term));
    if (order.replace(/^-/, '') === 'no_of_stores') {
      matching = [...matching].sort((a, b) => (a.stores?.length ?? 0) - (b.stores?.length ?? 0));
    }
    if (order.startsWith('-')) matching = [...matching].reverse();
    return pageOf(matching, request);
  });
}

/** The filters' options: the stores' cities and the categories. */
const filterOptions = [
  handlers.getStores([
    buildStoreSummary({ storeID: 1, address: { cityTown: 'Liverpool' } }),
    buildStoreSummary({ storeID: 2, address: { cityTown: 'Bristol' } }),
  ]),
  handlers.getStoreCategories([...categories]),
];

const meta = {
  tags: ['reflow'],
  title: 'App/Businesses/Businesses list',
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [businessesApi([boldStreet, clifton, blank]), ...filterOptions] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function businessesList(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'Businesses' }, firstRender);
}

/** An administrator's businesses on one page: the NEW BUSINESS tile first, then the cards. */
export const Administrator: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Businesses' }, firstRender)).toBeVisible();
    const list = await businessesList(canvasElement);
    const [first, ...others] = within(list).getAllByRole('listitem');
    if (first === undefined) throw new Error('The list is empty.');
    await expect(others).toHaveLength(3);
    await expect(within(first).getByRole('button', { name: 'NEW BUSINESS' })).toBeVisible();
    // A multi-store business opens its details; a single-store business its store's details.
    await expect(within(list).getByRole('link', { name: 'Bold Street Coffee' })).toHaveAttribute(
      'href',
      '/businesses/1/details',
    );
    await expect(within(list).getByRole('link', { name: 'Clifton Pharmacy' })).toHaveAttribute(
      'href',
      '/businesses/2/stores/21/details',
    );
    await expect(within(list).getAllByText('Multi-store business')).toHaveLength(1);
    // No pager for a single page.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** Blank data shows placeholders: Unnamed business, No description available, No stores. */
export const Placeholders: Story = {
  ...appStory({ path: '/businesses?search=%20', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [businessesApi([blank]), ...filterOptions] } },
  play: async ({ canvasElement }) => {
    const list = await businessesList(canvasElement);
    await expect(within(list).getByRole('link', { name: 'Unnamed business' })).toBeVisible();
    await expect(within(list).getByText('No description available')).toBeVisible();
    await expect(within(list).getByText('No stores')).toBeVisible();
  },
};

/** While the first page loads: 12 skeleton cards. */
export const Loading: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [handlers.getBusinesses(loading), ...filterOptions] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading the businesses', {}, firstRender)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll('[data-component="CardGrid"][data-loading] [data-component="Skeleton.Card"]'),
      ).toHaveLength(12),
    );
    await expect(canvas.queryByRole('list', { name: 'Businesses' })).not.toBeInTheDocument();
  },
};

/** No businesses at all: No results / No businesses to be displayed, and Create a new business. */
export const Empty: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [businessesApi([]), ...filterOptions] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No results' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('No businesses to be displayed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a new business' }));
    const dialog = await body.findByRole('dialog', { name: 'New business' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A search that matches nothing: No results, and the search box keeps the text. */
export const SearchWithNoMatch: Story = {
  ...appStory({ path: '/businesses?search=zebra', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No results' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('zebra');
  },
};

/** Enter in the search box searches, from page 1. */
export const Search: Story = {
  ...appStory({ path: '/businesses?page=2', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [businessesApi(manyBusinesses(30)), ...filterOptions] } },
  play: async ({ canvas, canvasElement }) => {
    await businessesList(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'Business 02{Enter}');
    const list = await businessesList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(10));
    await expect(within(list).getByRole('link', { name: 'Business 020' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** 30 businesses, 11 a page: Pagination; Next keeps the cards on screen, marked busy, until page 2 arrives. */
export const ManyPages: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [businessesApi(manyBusinesses(30)), ...filterOptions] } },
  play: async ({ canvas, canvasElement }) => {
    const list = await businessesList(canvasElement);
    await expect(within(list).getAllByRole('link')).toHaveLength(11);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('link', { name: /page 1/i })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Business 012' })).toBeVisible());
    await expect(canvasElement.querySelector('[data-component="ListPage.Body"]')).toHaveAttribute('aria-busy', 'false');
    await expect(within(pager).getByRole('link', { name: /page 2/i })).toHaveAttribute('aria-current', 'page');
    // The pager was disabled while the page loaded; Next kept the focus all the same.
    await expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveFocus();
  },
};

/** The next page loading: the cards stay, marked busy, and Pagination is disabled (no skeletons). */
export const NextPageLoading: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: {
    msw: {
      handlers: [
        handlers.getBusinesses(({ request }) =>
          new URL(request.url).searchParams.get('page') === '1'
            ? {
                items: manyBusinesses(11),
                pagination: { totalCount: 30, pageSize: 11, currentPage: 1, totalPages: 3 },
              }
            : loading,
        ),
        ...filterOptions,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await businessesList(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    const listBody = canvasElement.querySelector('[data-component="ListPage.Body"]');
    await waitFor(() => expect(listBody).toHaveAttribute('aria-busy', 'true'));
    // Disabled while the page loads, Next keeps the focus it was pressed with.
    await expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Business 001' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-component="CardGrid"][data-loading]')).toBeNull();
    await expect(canvasElement.querySelector('[data-component="ListPage.BusyBar"]')).not.toBeNull();
    for (const control of within(pager).getAllByRole('link'))
      await expect(control).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A sort change goes back to page 1 and asks the API for its order. */
export const Sorted: Story = {
  ...appStory({ path: '/businesses?page=2&sort=no_of_stores&sortOrder=desc', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [businessesApi(manyBusinesses(30)), ...filterOptions] } },
  play: async ({ canvasElement }) => {
    const list = await businessesList(canvasElement);
    // Descending by number of stores: page 2 starts with businesses of 3 stores.
    await expect(within(list).getAllByText('3 stores').length).toBeGreaterThan(0);
    await expect(within(list).queryByText('1 store')).not.toBeInTheDocument();
  },
};

/** The filters offer the API's options: the stores' cities and the categories. */
export const Filters: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Locations' }, firstRender));
    const locations = await body.findByRole('listbox');
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

/** The list could not load: the reason and Retry inside the shell; Retry loads it. */
export const LoadError: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: {
    msw: {
      handlers: (() => {
        let calls = 0;
        return [
          handlers.getBusinesses(() => {
            calls += 1;
            return calls === 1 ? apiError(500, ['The database is not reachable.']) : { items: [boldStreet] };
          }),
          ...filterOptions,
        ];
      })(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Could not load the businesses' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText('The database is not reachable.')).toBeVisible();
    // The menu and the page's controls stay.
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(await mainMenu(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    const list = await businessesList(canvasElement);
    await expect(within(list).getByRole('link', { name: 'Bold Street Coffee' })).toBeVisible();
  },
};

/**
 * The API's rate limit refused the list, asking for a wait longer than a read waits out by itself:
 * how long to wait, and Retry inside the shell.
 */
export const RateLimited: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: {
    msw: { handlers: [handlers.getBusinesses(() => tooManyRequests(30)), ...filterOptions] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Could not load the businesses' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText('Too many requests: try again in 30 seconds')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /retry/i })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Bold Street Coffee' })).not.toBeInTheDocument();
  },
};

/** A malformed x-pagination header is reported, never drawn as a broken pager. */
export const MalformedPagination: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.administrator }),
  parameters: {
    msw: {
      handlers: [
        handlers.getBusinesses(
          new Response(JSON.stringify([boldStreet]), {
            headers: { 'Content-Type': 'application/json', 'x-pagination': '{"totalCount":"many"}' },
          }),
        ),
        ...filterOptions,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Could not load the businesses' }, firstRender),
    ).toBeVisible();
    await expect(canvas.getByText('The server sent an answer this page cannot read.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Bold Street Coffee' })).not.toBeInTheDocument();
  },
};

/** A merchant with several businesses: the list, without NEW BUSINESS (merchants may not create them). */
export const MerchantWithSeveral: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.merchant }),
  play: async ({ canvasElement }) => {
    const list = await businessesList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).queryByRole('button', { name: 'NEW BUSINESS' })).not.toBeInTheDocument();
  },
};

/** A merchant with one business goes straight to its details. */
export const MerchantWithOne: Story = {
  ...appStory({ path: '/businesses', user: demoUsers.merchant }),
  parameters: {
    msw: { handlers: [businessesApi([boldStreet]), handlers.getBusiness(boldStreet), ...filterOptions] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business details' }, firstRender)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Businesses' })).not.toBeInTheDocument();
    // The business loaded once by its route names the breadcrumb.
    await expect(await canvas.findByRole('link', { name: 'businesses' })).toHaveAttribute('href', '/businesses');
    const breadcrumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(await within(breadcrumbs).findByText('Bold Street Coffee')).toBeVisible();
  },
};
