import { ApiError, createStampcardClient } from '@stampcard/api-client';
import { ToastProvider } from '@stampcard/ui/Toast';
import { ThemeProvider } from '@stampcard/ui/theme';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider, routerContextOf, type AppContextValue } from '#app/lib/appContext';
import { DataCache, useMutation, type Mutation, type MutationDefinition } from '#app/lib/data';
import { cardConflictFields, deletedMessage, deleteFailure, rebaseCardSave, saveFailure, toCardBody } from './cardSave';
import { conflictingFields } from '#app/lib/data';

describe('toCardBody', () => {
  it('defaults name, description and stamps to the configuration and drops the id', () => {
    const body = toCardBody({
      loyaltyCardID: 5,
      configuration: { title: 'Coffee', description: 'Ten coffees', totalNoOfStamps: 10 },
    });
    expect(body).toEqual({
      name: 'Coffee',
      description: 'Ten coffees',
      stamps: 10,
      active: true,
      configuration: { title: 'Coffee', description: 'Ten coffees', totalNoOfStamps: 10 },
    });
    expect('loyaltyCardID' in body).toBe(false);
  });

  it('keeps a given name, description, stamps and active flag', () => {
    const body = toCardBody({
      name: 'Mine',
      description: 'Desc',
      stamps: 4,
      active: false,
      configuration: { title: 'T' },
    });
    expect(body).toMatchObject({ name: 'Mine', description: 'Desc', stamps: 4, active: false });
  });

  it('removes the data-URL prefix of the logo before saving', () => {
    const body = toCardBody({
      configuration: { logoEncodedString: 'data:image/jpeg;base64,/9j/4AAQ', logoMimeType: 'image/jpeg' },
    });
    expect(body.configuration.logoEncodedString).toBe('/9j/4AAQ');
  });
});

/**
 * A page holding a mutation with the card builder's messages, in the app's toasts; returns its
 * `mutate`. Timers are fake once it has rendered.
 */
async function renderCardMutation(definition: MutationDefinition<number, unknown>) {
  const services = {
    api: createStampcardClient({ baseUrl: 'https://api.example' }),
    cache: new DataCache(),
  } as unknown as AppContextValue;
  const current: { mutation?: Mutation<number, unknown> } = {};
  function Page() {
    current.mutation = useMutation(definition);
    return <p>{current.mutation.isRunning ? 'running' : 'idle'}</p>;
  }
  const router = createMemoryRouter([{ path: '/', Component: Page }], { getContext: routerContextOf(services) });
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
  vi.useFakeTimers();
  return async (cardId: number) => {
    const { mutation } = current;
    if (!mutation) throw new Error('not rendered');
    await act(() => mutation.mutate(cardId));
  };
}

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

describe('the card builder’s messages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows ‘Successfully deleted!’ for 5 seconds', async () => {
    const mutate = await renderCardMutation({
      run: () => Promise.resolve(null),
      success: () => deletedMessage,
      failure: () => deleteFailure,
    });
    await mutate(4);
    advance(4999);
    expect(screen.getByText('Successfully deleted!')).toBeVisible();
    advance(1);
    expect(screen.queryByText('Successfully deleted!')).not.toBeInTheDocument();
  });

  it.each([
    ['Could not save', saveFailure],
    ['Could not delete the card', deleteFailure],
  ])(
    'shows ‘%s’ for 5 seconds, 60 while its details are open, 5 again once they are closed',
    async (title, failure) => {
      const mutate = await renderCardMutation({
        run: () => Promise.reject(new ApiError('deleteCard', 400, { errors: ['The card is in use.'] })),
        failure: () => failure,
      });
      await mutate(4);
      advance(4999);
      expect(screen.getByText(title)).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Details' }));
      expect(screen.getByText('The card is in use.')).toBeVisible();
      advance(59_999);
      expect(screen.getByText(title)).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
      advance(4999);
      expect(screen.getByText(title)).toBeVisible();
      advance(1);
      expect(screen.queryByText(title)).not.toBeInTheDocument();
    },
  );
});

describe('a card someone else saved since it was read', () => {
  const read = {
    loyaltyCardID: 7,
    version: 3,
    name: 'Coffee card',
    configuration: { title: 'Coffee card', cardColour: '#FFFFFF', stampAreaColour: '#000000' },
  };

  it('sends no version in the body: the save names it in If-Match', () => {
    expect('version' in toCardBody(read)).toBe(false);
  });

  it('puts the edits on top of their version, keeping what only they changed', () => {
    const draft = { ...read, configuration: { ...read.configuration, title: 'Mine' } };
    const current = {
      ...read,
      version: 4,
      configuration: { ...read.configuration, title: 'Theirs', cardColour: '#E8F0FF' },
    };
    expect(rebaseCardSave({ draft, baseline: read }, current)).toEqual({
      draft: { ...current, configuration: { ...current.configuration, title: 'Mine' } },
      baseline: current,
    });
  });

  it("names the fields both changed as the editor's panel does, any other setting after its key", () => {
    const draft = { ...read, configuration: { ...read.configuration, title: 'Mine', stampAreaColour: '#111111' } };
    const current = {
      ...read,
      version: 4,
      configuration: { ...read.configuration, title: 'Theirs', stampAreaColour: '#222222' },
    };
    expect(conflictingFields({ before: read, after: draft }, current, cardConflictFields)).toEqual([
      { label: 'Title', current: 'Theirs', mine: 'Mine' },
      { label: 'Stamp area colour', current: '#222222', mine: '#111111' },
    ]);
  });
});
