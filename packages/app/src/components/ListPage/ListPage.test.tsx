import { ThemeProvider } from '@stampcard/ui/theme';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { defineList, useListQuery } from '#app/lib/data';
import { ListPage } from './ListPage';

const list = defineList({ pageSize: 20, sorts: ['name', 'email'], filters: {} });
const sorts = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
] as const;

/** A list page whose loads the test finishes by hand. */
function renderListPage() {
  const loads: (() => void)[] = [];
  function Customers() {
    return (
      <ListPage
        title="Customers"
        list={useListQuery(list)}
        sorts={sorts}
        filters={[]}
        loaded={{
          data: { items: [], pagination: { currentPage: 1, pageSize: 20, totalCount: 0, totalPages: 0 } },
          isLoading: false,
          error: undefined,
          retry: () => undefined,
        }}
        errorTitle="Could not load the customers"
      >
        {() => <p>No customers</p>}
      </ListPage>
    );
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
});
