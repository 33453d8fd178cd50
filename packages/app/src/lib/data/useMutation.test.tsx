import { ApiError, createStampcardClient } from '@stampcard/api-client';
import { ToastProvider } from '@stampcard/ui/Toast';
import { ThemeProvider } from '@stampcard/ui/theme';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { AppContextProvider, type AppContextValue } from '../appContext/appContext';
import { routerContextOf } from '../appContext/routerServices';
import { listenForChanges } from './crossTab';
import { DataCache } from './dataCache';
import { dataRoute } from './dataRoute';
import { messageDurations, useMutation, type Mutation, type MutationDefinition } from './useMutation';

/**
 * Renders a page whose loader counts its loads (key ['businesses', 'list']) and whose component
 * holds the mutation; returns the mutation as last rendered and the count.
 */
async function renderMutation<TVariables, TResult>(definition: MutationDefinition<TVariables, TResult>) {
  const services = {
    api: createStampcardClient({ baseUrl: 'https://api.example' }),
    cache: new DataCache(),
  } as unknown as AppContextValue;
  let loads = 0;
  const list = dataRoute<number>({
    key: () => ['businesses', 'list'],
    load: () => Promise.resolve((loads += 1)),
  });
  const current: { mutation?: Mutation<TVariables, TResult> } = {};
  function Page() {
    current.mutation = useMutation(definition);
    return <p>{current.mutation.isRunning ? 'running' : 'idle'}</p>;
  }
  const router = createMemoryRouter(
    [{ path: '/', Component: Page, loader: list.loader, shouldRevalidate: list.shouldRevalidate }],
    { getContext: routerContextOf(services) },
  );
  render(
    <ThemeProvider>
      <AppContextProvider value={services}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppContextProvider>
    </ThemeProvider>,
  );
  await screen.findByText('idle');
  return {
    services,
    /** Calls `mutate` and waits for its outcome. */
    mutate: (variables: TVariables) => {
      const { mutation } = current;
      if (!mutation) throw new Error('not rendered');
      return act(() => mutation.mutate(variables));
    },
    /** Calls `mutate` and leaves it running. */
    start: (variables: TVariables) => {
      const { mutation } = current;
      if (!mutation) throw new Error('not rendered');
      return mutation.mutate(variables);
    },
    loads: () => loads,
  };
}

describe('useMutation', () => {
  it('runs the call, shows the success message for its time with its link, and reloads what it changed', async () => {
    const run = vi.fn((_api: unknown, name: string) => Promise.resolve({ businessID: 12, name }));
    const page = await renderMutation<string, { businessID: number; name: string }>({
      run,
      invalidates: () => [['businesses']],
      success: (created) => ({
        title: 'Business created!',
        duration: 10_000,
        link: { href: `/businesses/${created.businessID}/details`, label: 'Open the business' },
      }),
      failure: () => ({ title: 'Could not create the business' }),
    });
    const invalidate = vi.spyOn(page.services.cache, 'invalidate');
    expect(page.loads()).toBe(1);
    await expect(page.mutate('Harbour Deli')).resolves.toEqual({
      status: 'done',
      result: { businessID: 12, name: 'Harbour Deli' },
    });
    expect(run).toHaveBeenCalledWith(page.services.api, 'Harbour Deli');
    expect(await screen.findByText('Business created!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the business' })).toHaveAttribute('href', '/businesses/12/details');
    expect(invalidate).toHaveBeenCalledWith([['businesses']]);
    await vi.waitFor(() => {
      expect(page.loads()).toBe(2);
    });
  });

  it('on failure shows the title with the server’s errors, reloads nothing, and says it failed', async () => {
    const error = new ApiError('createBusiness', 400, { errors: { name: ['A business with this name exists.'] } });
    const page = await renderMutation<string, never>({
      run: () => Promise.reject(error),
      invalidates: () => [['businesses']],
      failure: () => ({ title: 'Could not create the business', fallback: 'An error occurred.' }),
    });
    await expect(page.mutate('Harbour Deli')).resolves.toEqual({ status: 'failed', error });
    expect(await screen.findByText('Could not create the business')).toBeVisible();
    act(() => {
      screen.getByRole('button', { name: 'Details' }).click();
    });
    expect(screen.getByText('A business with this name exists.').tagName).toBe('LI');
    expect(page.loads()).toBe(1);
  });

  it('keeps a failure for the time its message gives, 60 s while its details are open, 5 s once closed', async () => {
    const page = await renderMutation<string, never>({
      run: () => Promise.reject(new ApiError('updateCard', 500, {})),
      failure: () => ({
        title: 'Could not save',
        fallback: 'An error occurred when trying to save the changes.',
        duration: 3000,
      }),
    });
    vi.useFakeTimers();
    try {
      await page.mutate('a');
      const advance = (milliseconds: number) => {
        act(() => {
          vi.advanceTimersByTime(milliseconds);
        });
      };
      advance(2000);
      fireEvent.click(screen.getByRole('button', { name: 'Details' }));
      advance(59_999);
      expect(screen.getByText('Could not save')).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
      advance(4999);
      expect(screen.getByText('Could not save')).toBeVisible();
      advance(1);
      expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a success 2 s when its message gives no time', async () => {
    const page = await renderMutation<string, string>({
      run: (_api, name) => Promise.resolve(name),
      success: (name) => ({ title: `Updated ${name}` }),
      failure: () => ({ title: 'Could not save' }),
    });
    vi.useFakeTimers();
    try {
      await page.mutate('the store');
      act(() => {
        vi.advanceTimersByTime(messageDurations.success - 1);
      });
      expect(screen.getByText('Updated the store')).toBeVisible();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Updated the store')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a second call while one runs', async () => {
    let answer: (value: string) => void = () => undefined;
    const run = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const page = await renderMutation<string, string>({ run, failure: () => ({ title: 'Could not save' }) });
    const first = page.start('a');
    expect(await screen.findByText('running')).toBeVisible();
    await expect(page.start('b')).resolves.toEqual({ status: 'skipped' });
    await act(async () => {
      answer('saved');
      await expect(first).resolves.toEqual({ status: 'done', result: 'saved' });
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('idle')).toBeVisible();
  });

  it('clears the last failure’s message when a call succeeds', async () => {
    const run = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('updateCard', 500, {}))
      .mockResolvedValueOnce('saved');
    const page = await renderMutation<string, string>({
      run,
      failure: () => ({ title: 'Could not save', fallback: 'An error occurred when trying to save the changes.' }),
    });
    await page.mutate('a');
    expect(await screen.findByText('Could not save')).toBeVisible();
    await page.mutate('a');
    await vi.waitFor(() => {
      expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
    });
  });
});

describe("useMutation: a save someone else's overtook", () => {
  interface Named {
    readonly name: string;
    readonly version: number;
  }
  /** A save of a name as read at `version`; the server has moved on to version 2, "Theirs". */
  const conflictDefinition = (run: (api: unknown, variables: Named) => Promise<Named>) => ({
    run,
    invalidates: () => [['businesses']] as const,
    success: () => ({ title: "Updated the business' details" }),
    failure: () => ({ title: 'Could not save', fallback: 'An error occurred when trying to save the changes.' }),
    conflict: {
      read: () => Promise.resolve({ name: 'Theirs', version: 2 }),
      fields: (current: Named, mine: Named) =>
        current.name === mine.name ? [] : [{ label: 'Business name', current: current.name, mine: mine.name }],
      rebase: (current: Named, mine: Named) => ({ ...mine, version: current.version }),
    },
  });
  const refusedUnlessVersion2 = (_api: unknown, sent: Named) =>
    sent.version === 2
      ? Promise.resolve(sent)
      : Promise.reject(new ApiError('updateUser', 412, { errors: ['Someone else changed this since you read it.'] }));

  it('asks, with both values, and applies mine on top of the current version', async () => {
    const run = vi.fn(refusedUnlessVersion2);
    const page = await renderMutation(conflictDefinition(run));
    const outcome = page.start({ name: 'Mine', version: 1 });
    const prompt = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    expect(prompt).toHaveTextContent('NowTheirs');
    expect(prompt).toHaveTextContent('YoursMine');
    await userEvent.click(screen.getByRole('button', { name: 'Apply mine on top' }));
    await expect(outcome).resolves.toEqual({ status: 'done', result: { name: 'Mine', version: 2 } });
    expect(run).toHaveBeenLastCalledWith(expect.anything(), { name: 'Mine', version: 2 });
    expect(await screen.findByText("Updated the business' details")).toBeInTheDocument();
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('takes the current version when the user chooses it: no error, and the page reloads', async () => {
    const run = vi.fn(refusedUnlessVersion2);
    const page = await renderMutation(conflictDefinition(run));
    const outcome = page.start({ name: 'Mine', version: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Take the current one' }));
    await expect(outcome).resolves.toEqual({ status: 'discarded', current: { name: 'Theirs', version: 2 } });
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.loads()).toBe(2));
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('goes on top without asking when nothing the user changed was changed', async () => {
    const run = vi.fn(refusedUnlessVersion2);
    const page = await renderMutation(conflictDefinition(run));
    await expect(page.mutate({ name: 'Theirs', version: 1 })).resolves.toMatchObject({ status: 'done' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('fails as any other save when the current version cannot be read', async () => {
    const definition = conflictDefinition(refusedUnlessVersion2);
    const page = await renderMutation({
      ...definition,
      conflict: { ...definition.conflict, read: () => Promise.reject(new ApiError('getUser', 404, undefined)) },
    });
    await expect(page.mutate({ name: 'Mine', version: 1 })).resolves.toMatchObject({ status: 'failed' });
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });

  it('tells the other tabs what a save changed, and nothing when it failed', async () => {
    const heard: unknown[] = [];
    const stop = listenForChanges((invalidation) => heard.push(invalidation));
    const other = new BroadcastChannel('stampcard:data-changed');
    const received = new Promise((resolve) => {
      other.onmessage = (event: MessageEvent<unknown>) => {
        resolve(event.data);
      };
    });
    const page = await renderMutation(conflictDefinition(refusedUnlessVersion2));
    await page.mutate({ name: 'Mine', version: 2 });
    await expect(received).resolves.toEqual([['businesses']]);
    // The tab that saved does not hear itself.
    expect(heard).toEqual([]);
    stop();
    other.close();
  });
});
