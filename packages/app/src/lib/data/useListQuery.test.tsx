import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { defineList, type ListQueryUpdate } from './listQuery';
import { useListQuery, type ListQueryControls } from './useListQuery';

const list = defineList({ pageSize: 20, sorts: ['name', 'email'], filters: {} });

/** A list route whose loads the test finishes by hand, and the list state its controls see. */
function renderList() {
  const loads: (() => void)[] = [];
  const controls: { current: ListQueryControls<'name' | 'email', never> | undefined } = { current: undefined };
  function Probe() {
    const listQuery = useListQuery(list);
    controls.current = listQuery;
    return (
      <p>
        sort: {listQuery.query.sort ?? '(none)'}; order: {listQuery.query.sortOrder}
      </p>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: '/customers',
        Component: Probe,
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
  render(<RouterProvider router={router} />);
  const change = (next: ListQueryUpdate<'name' | 'email', never>) => {
    act(() => {
      controls.current?.change(next);
    });
  };
  /** Several changes in one go, before the page renders again (a quick second tap on a slow phone). */
  const changeTogether = (...changes: ListQueryUpdate<'name' | 'email', never>[]) => {
    act(() => {
      for (const next of changes) controls.current?.change(next);
    });
  };
  const finishLoads = () =>
    act(async () => {
      for (const finish of loads.splice(0)) finish();
      await Promise.resolve();
    });
  return { router, change, changeTogether, finishLoads };
}

describe('useListQuery', () => {
  it('shows a change at once, while the list it asks for loads', async () => {
    const { router, change, finishLoads } = renderList();
    change({ sort: 'email' });
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByText('sort: email; order: asc')).toBeInTheDocument();
    await finishLoads();
    expect(router.state.location.search).toBe('?sort=email');
    expect(screen.getByText('sort: email; order: asc')).toBeInTheDocument();
  });

  it('builds a second change on a first that has not loaded yet (a sort, then its order)', async () => {
    const { router, change, finishLoads } = renderList();
    change({ sort: 'email' });
    change({ sortOrder: 'desc' });
    await finishLoads();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('sort')).toBe('email');
    expect(search.get('sortOrder')).toBe('desc');
    expect(screen.getByText('sort: email; order: desc')).toBeInTheDocument();
  });

  it('builds a second change on a first the page has not rendered yet', async () => {
    const { router, changeTogether, finishLoads } = renderList();
    changeTogether({ sort: 'email' }, { sortOrder: 'desc' });
    await finishLoads();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('sort')).toBe('email');
    expect(search.get('sortOrder')).toBe('desc');
    expect(screen.getByText('sort: email; order: desc')).toBeInTheDocument();
  });

  it('builds on the list shown after Back, not on a change made before it', async () => {
    const { router, change, finishLoads } = renderList();
    change({ sort: 'email' });
    await finishLoads();
    act(() => {
      void router.navigate(-1);
    });
    await finishLoads();
    expect(router.state.location.search).toBe('');
    change({ sortOrder: 'desc' });
    await finishLoads();
    // No sort is shown, so there is no order to keep: the list stays unsorted.
    expect(router.state.location.search).toBe('');
    change({ sort: 'name' });
    await finishLoads();
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('makes a change given as a function from the newest list state asked for', async () => {
    const { router, changeTogether, finishLoads } = renderList();
    let seen: string | null | undefined;
    changeTogether({ sort: 'email' }, (latest) => {
      seen = latest.sort;
      return { sortOrder: 'desc' };
    });
    expect(seen).toBe('email');
    await finishLoads();
    expect(router.state.location.search).toBe('?sort=email&sortOrder=desc');
  });
});
