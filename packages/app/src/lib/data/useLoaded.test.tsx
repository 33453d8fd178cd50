import { act, render, screen } from '@testing-library/react';
import { createContext, useContext, useLayoutEffect, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import type { DataKey } from './dataKey';
import type { Settled } from './dataCache';
import { settledLoading, type Loading } from './dataRoute';
import { useLoaded, type UseLoadedOptions } from './useLoaded';

/** A load the test settles by hand. */
function pendingLoad(key: DataKey) {
  let settle: (outcome: Settled<string>) => void = () => undefined;
  const loading: { key: DataKey; result: Promise<Settled<string>>; settled: Settled<string> | undefined } = {
    key,
    settled: undefined,
    result: new Promise<Settled<string>>((resolve) => {
      settle = (outcome) => {
        loading.settled = outcome;
        resolve(outcome);
      };
    }),
  };
  return {
    loading: loading as Loading<string>,
    settle: (outcome: Settled<string>) =>
      act(async () => {
        settle(outcome);
        await loading.result;
      }),
  };
}

const Current = createContext<{ loading: Loading<string>; options: UseLoadedOptions }>({
  loading: settledLoading(['none'], ''),
  options: {},
});

function Probe() {
  const { loading, options } = useContext(Current);
  const { data, isLoading, error } = useLoaded(loading, options);
  return (
    <p>
      data: {data ?? '(none)'}; loading: {String(isLoading)}; error: {error instanceof Error ? error.message : '(none)'}
    </p>
  );
}

/** Renders the probe in a data router (useLoaded's Retry revalidates) and lets the test swap the load. */
function renderProbe(first: Loading<string>, options: UseLoadedOptions = {}) {
  const harness: { show: (loading: Loading<string>) => void } = { show: () => undefined };
  const router = createMemoryRouter([{ path: '/', Component: Probe }]);
  function Harness() {
    const [loading, setLoading] = useState(first);
    useLayoutEffect(() => {
      harness.show = setLoading;
    }, []);
    return (
      <Current value={{ loading, options }}>
        <RouterProvider router={router} />
      </Current>
    );
  }
  render(<Harness />);
  return {
    show: (loading: Loading<string>) => {
      act(() => {
        harness.show(loading);
      });
    },
  };
}

const text = () => screen.getByText(/^data:/).textContent;

describe('useLoaded', () => {
  it('shows nothing (skeletons) until the data arrives, then the data', async () => {
    const page1 = pendingLoad(['stores', '1']);
    renderProbe(page1.loading);
    expect(await screen.findByText(/^data:/)).toHaveTextContent('data: (none); loading: true; error: (none)');
    await page1.settle({ status: 'ready', data: 'page 1' });
    expect(text()).toBe('data: page 1; loading: false; error: (none)');
  });

  it('shows data that arrived before the first render at once', async () => {
    renderProbe(settledLoading(['stores', '1'], 'page 1'));
    expect(await screen.findByText(/^data:/)).toHaveTextContent('data: page 1; loading: false');
  });

  it('keeps the rows of the previous page, marked loading, while the next page loads (keepPreviousData)', async () => {
    const page1 = pendingLoad(['stores', '1']);
    const probe = renderProbe(page1.loading, { keepPreviousData: true });
    await screen.findByText(/^data:/);
    await page1.settle({ status: 'ready', data: 'page 1' });
    const page2 = pendingLoad(['stores', '2']);
    probe.show(page2.loading);
    expect(text()).toBe('data: page 1; loading: true; error: (none)');
    await page2.settle({ status: 'ready', data: 'page 2' });
    expect(text()).toBe('data: page 2; loading: false; error: (none)');
  });

  it('never shows another key’s data without keepPreviousData (a details page of another business)', async () => {
    const business7 = pendingLoad(['business', 7]);
    const probe = renderProbe(business7.loading);
    await screen.findByText(/^data:/);
    await business7.settle({ status: 'ready', data: 'Bold Street' });
    probe.show(pendingLoad(['business', 8]).loading);
    expect(text()).toBe('data: (none); loading: true; error: (none)');
  });

  it('keeps the data while the same key reloads (after a mutation), and after a reload that fails', async () => {
    const first = pendingLoad(['business', 7]);
    const probe = renderProbe(first.loading);
    await screen.findByText(/^data:/);
    await first.settle({ status: 'ready', data: 'Bold Street' });
    const reload = pendingLoad(['business', 7]);
    probe.show(reload.loading);
    expect(text()).toBe('data: Bold Street; loading: true; error: (none)');
    await reload.settle({ status: 'failed', error: new Error('offline') });
    expect(text()).toBe('data: Bold Street; loading: false; error: offline');
  });

  it('reports a failed first load with no data', async () => {
    const first = pendingLoad(['business', 7]);
    renderProbe(first.loading);
    await screen.findByText(/^data:/);
    await first.settle({ status: 'failed', error: new Error('not found') });
    expect(text()).toBe('data: (none); loading: false; error: not found');
  });

  it('ignores the answer of a load that was replaced', async () => {
    const page1 = pendingLoad(['stores', '1']);
    const probe = renderProbe(page1.loading, { keepPreviousData: true });
    await screen.findByText(/^data:/);
    const page2 = pendingLoad(['stores', '2']);
    probe.show(page2.loading);
    await page1.settle({ status: 'ready', data: 'page 1' });
    expect(text()).toBe('data: (none); loading: true; error: (none)');
    await page2.settle({ status: 'ready', data: 'page 2' });
    expect(text()).toBe('data: page 2; loading: false; error: (none)');
  });
});
