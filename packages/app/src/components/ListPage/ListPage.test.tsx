import { ThemeProvider } from '@stampcard/ui/theme';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { defineList, parseListQuery, useListQuery, type ListQueryControls, type ListQueryUpdate } from '#app/lib/data';
import { ListPage, listFilter } from './ListPage';

const list = defineList({ pageSize: 20, sorts: ['name', 'email'], filters: { stores: { type: 'multi' } } });
const storesFilter = listFilter({
  key: 'stores' as const,
  placeholder: 'Stores',
  type: 'multi',
  options: [
    { id: '1', name: 'Bold Street' },
    { id: '2', name: 'Albert Dock' },
  ],
  optionLabel: (store) => store.name,
  optionKey: (store) => store.id,
});
const sorts = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
] as const;

const loaded = {
  data: { items: [], pagination: { currentPage: 1, pageSize: 20, totalCount: 0, totalPages: 0 } },
  isLoading: false,
  error: undefined,
  retry: () => undefined,
};

/** The customers' list page over `list`, with no customers. */
function CustomersList({ list: controls }: { list: ListQueryControls<'name' | 'email', 'stores'> }) {
  return (
    <ListPage
      title="Customers"
      list={controls}
      sorts={sorts}
      filters={[storesFilter]}
      loaded={loaded}
      errorTitle="Could not load the customers"
    >
      {() => <p>No customers</p>}
    </ListPage>
  );
}

/** A list page whose loads the test finishes by hand. */
function renderListPage() {
  const loads: (() => void)[] = [];
  function Customers() {
    return <CustomersList list={useListQuery(list)} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/customers',
        Component: Customers,
        loader: () =>
          new Promise<null>((resolve) => {
            loads.push(() => {
              resolve(null);
            });
          }),
      },
    ],
    { initialEntries: ['/customers'], hydrationData: { loaderData: { 0: null } } },
  );
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  const finishLoads = () =>
    act(async () => {
      for (const finish of loads.splice(0)) finish();
      await Promise.resolve();
    });
  return { router, finishLoads };
}

describe('ListPage', () => {
  it('keeps a sort chosen just before its order, when the page has not rendered the sort yet', async () => {
    const { router, finishLoads } = renderListPage();
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const email = await screen.findByRole('option', { name: 'Email' });
    // Both taps before the page renders again: the order button still shows the list unsorted.
    act(() => {
      fireEvent.click(email);
      fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    });
    await finishLoads();
    expect(router.state.location.search).toBe('?sort=email&sortOrder=desc');
    expect(screen.getByRole('button', { name: 'Descending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes only the order when the order is toggled', async () => {
    const { router, finishLoads } = renderListPage();
    act(() => {
      void router.navigate('/customers?sort=name&page=2');
    });
    await finishLoads();
    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    await finishLoads();
    // A new order starts from the first page.
    expect(router.state.location.search).toBe('?sort=name&sortOrder=desc');
  });

  it('ticks a filter option on the newest values asked for, not only those it last rendered', async () => {
    const changes: ListQueryUpdate<'name' | 'email', 'stores'>[] = [];
    const shown = parseListQuery(list, new URLSearchParams());
    render(
      <ThemeProvider>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '/customers',
                Component: () => (
                  <CustomersList
                    list={{ query: shown, change: (change) => changes.push(change), hrefOf: () => '/customers' }}
                  />
                ),
              },
            ],
            { initialEntries: ['/customers'] },
          )}
        />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Stores' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Albert Dock' }));
    expect(changes).toHaveLength(1);
    const [change] = changes;
    if (typeof change !== 'function') throw new Error('A filter change is made from the newest list state.');
    // Bold Street was ticked a moment before and is being loaded: it stays.
    const latest = { ...shown, filters: { stores: ['1'] } };
    expect(change(latest)).toEqual({ filters: { stores: ['1', '2'] } });
    // Nothing else asked for: Albert Dock alone.
    expect(change(shown)).toEqual({ filters: { stores: ['2'] } });
  });
});
