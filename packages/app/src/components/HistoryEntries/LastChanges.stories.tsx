import type { HistoryEntry } from '@stampcard/api-client';
import { apiError, buildHistoryEntry, handlers, loading } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CardStage } from '#app/testing/stories';
import { LastChanges } from './LastChanges';

const anna = { userID: 'user-anna', name: 'Anna Lee', role: 'Merchant' };
const card = { type: 'card', id: '7', name: 'Coffee Club' };

/** A card's last changes, newest first (the story clock is 26 November 2026, 10:00 UTC). */
const cardChanges: HistoryEntry[] = [
  buildHistoryEntry({
    historyID: 3,
    occurredAt: '2026-11-26T07:00:00Z',
    actor: anna,
    entity: card,
    action: 'card.update',
    changes: [{ field: 'configuration.totalNoOfStamps', before: 10, after: 8 }],
  }),
  buildHistoryEntry({
    historyID: 2,
    occurredAt: '2026-11-20T12:30:00Z',
    actor: anna,
    entity: card,
    action: 'card.update',
    changes: [
      { field: 'name', before: 'Coffee Card', after: 'Coffee Club' },
      { field: 'description', before: 'Ten coffees.', after: 'Your eighth coffee is on us.' },
    ],
  }),
  buildHistoryEntry({
    historyID: 1,
    occurredAt: '2026-10-02T09:00:00Z',
    actor: { userID: 'user-ada', name: 'Ada Admin', role: 'Administrator' },
    entity: card,
    action: 'card.create',
    changes: [],
  }),
];

/** The query each request for the last changes sent. */
const asked = fn<(query: string) => void>();

const meta = {
  title: 'App/History/Last changes',
  component: LastChanges,
  args: { subject: { type: 'card', id: 7, businessID: 1 }, entityKey: ['cards', 'card', '7'] },
  decorators: [
    (Story) => (
      <CardStage>
        <Story />
      </CardStage>
    ),
  ],
  parameters: {
    msw: {
      handlers: [
        handlers.getBusinessHistory(({ request }) => {
          asked(new URL(request.url).searchParams.toString());
          return { items: cardChanges };
        }),
      ],
    },
  },
} satisfies Meta<typeof LastChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's newest changes in sentences, and a link to its whole history, filtered to it. */
export const Changes: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Last changes' });
    const entries = list.querySelectorAll('li');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent('Anna Lee changed the stamps of the card Coffee Club from 10 to 8');
    await expect(canvas.getByRole('link', { name: 'All changes' })).toHaveAttribute(
      'href',
      '/businesses/1/history?entityType=card&entityId=7',
    );
    // Five at most, of this card only, from its business's history.
    await waitFor(() =>
      expect(asked).toHaveBeenCalledWith(
        'page=1&pageCount=5&FilterType=entityType&Filter=card&FilterType=entityId&Filter=7',
      ),
    );
  },
};

/** An administrator's card of no business: all history, filtered to the card. */
export const WithoutBusiness: Story = {
  args: { subject: { type: 'card', id: 7 } },
  parameters: { msw: { handlers: [handlers.getHistory({ items: cardChanges.slice(2) })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ada Admin created the card Coffee Club')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All changes' })).toHaveAttribute(
      'href',
      '/history?entityType=card&entityId=7',
    );
  },
};

/** Nothing changed since history began. */
export const Empty: Story = {
  parameters: { msw: { handlers: [handlers.getBusinessHistory({ items: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No changes yet')).toBeVisible();
  },
};

/** While the changes load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [handlers.getBusinessHistory(loading)] },
    visual: { disable: 'A loading skeleton pulses: the Changes and Empty stories show the settled card.' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the last changes')).toBeInTheDocument();
  },
};

/** The changes cannot load: a quiet line with the reason; the link to the whole history stays. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [handlers.getBusinessHistory(apiError(500, ['The database is away.']))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Could not load the last changes. The database is away.',
    );
    await expect(canvas.getByRole('link', { name: 'All changes' })).toBeVisible();
  },
};
