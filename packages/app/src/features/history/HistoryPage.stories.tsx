import type { HistoryEntry } from '@stampcard/api-client';
import { apiError, buildBusiness, buildHistoryEntry, handlers, loading, pageOf } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory, catchDownloads, type SavedFile } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const business = buildBusiness({ businessID: 1, name: 'Bold Street Coffee' });
const anna = { userID: 'user-anna', name: 'Anna Lee', role: 'Merchant' };
const ada = { userID: 'user-ada', name: 'Ada Admin', role: 'Administrator' };

/** A week of a business's changes, newest first (the story clock is 26 November 2026, 10:00 UTC). */
const week: HistoryEntry[] = [
  buildHistoryEntry({
    historyID: 6,
    occurredAt: '2026-11-26T07:00:00Z',
    actor: anna,
    entity: { type: 'card', id: '7', name: 'Coffee Club' },
    action: 'card.update',
    changes: [{ field: 'configuration.totalNoOfStamps', before: 10, after: 8 }],
    details: {
      impact: {
        holders: 214,
        inProgress: 190,
        completing: 31,
        unredeemedRewards: 12,
        passedNewRewards: 0,
        changes: ['stamps'],
        stamps: { before: 10, after: 8 },
      },
    },
  }),
  buildHistoryEntry({
    historyID: 5,
    occurredAt: '2026-11-25T15:30:00Z',
    actor: ada,
    entity: { type: 'tag', id: '4', name: 'Counter tag' },
    action: 'tag.disable',
    changes: [{ field: 'enabled', before: true, after: false }],
  }),
  buildHistoryEntry({
    historyID: 4,
    occurredAt: '2026-11-24T09:10:00Z',
    actor: anna,
    entity: { type: 'store', id: '1', name: 'Bold Street' },
    action: 'store.update',
    changes: [
      { field: 'description', before: 'Coming soon.', after: 'Speciality coffee roasted on site every morning.' },
      { field: 'logoImageUrl', before: null, after: { bytes: 48_200 } },
    ],
  }),
  buildHistoryEntry({
    historyID: 3,
    occurredAt: '2026-11-22T11:00:00Z',
    actor: ada,
    entity: { type: 'staff', id: '12', name: 'Sam Rivers' },
    action: 'staff.create',
    changes: [{ field: 'user.name', before: null, after: 'Sam Rivers' }],
  }),
  buildHistoryEntry({
    historyID: 2,
    occurredAt: '2026-11-19T16:45:00Z',
    actor: ada,
    entity: { type: 'business', id: '1', name: 'Bold Street Coffee' },
    action: 'business.lock',
    changes: [{ field: 'isLocked', before: false, after: true }],
  }),
];

const asked = fn<(query: string) => void>();

/** The files the story's page saved. */
const saved: SavedFile[] = [];
/** The query each export sent. */
const exported = fn<(query: string) => void>();

const csv = new Blob(['\uFEFFTime,Actor\r\n2026-11-26T07:00:00Z,Anna Lee\r\n'], { type: 'text/csv' });

/** GET /api/Business/1/History and GET /api/History over `entries`: the filters and the page. */
function historyApi(entries: HistoryEntry[]) {
  const answer = ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    asked(query.toString());
    const types = query.getAll('FilterType');
    const values = query.getAll('Filter');
    const wanted = (key: string) => values[types.indexOf(key)];
    const type = wanted('entityType');
    const action = wanted('action');
    const id = wanted('entityId');
    return pageOf(
      entries.filter(
        (entry) =>
          (type === undefined || entry.entity.type === type) &&
          (action === undefined || entry.action === action) &&
          (id === undefined || entry.entity.id === id),
      ),
      request,
    );
  };
  const exportAnswer = ({ request }: { request: Request }) => {
    exported(new URL(request.url).searchParams.toString());
    return csv;
  };
  return [
    handlers.getBusiness(business),
    handlers.getBusinessHistory(answer),
    handlers.getHistory(answer),
    handlers.exportBusinessHistory(exportAnswer),
    handlers.exportHistory(exportAnswer),
  ];
}

const meta = {
  tags: ['reflow'],
  title: 'App/History/History',
  parameters: { layout: 'fullscreen', msw: { handlers: historyApi(week) } },
  beforeEach: () => catchDownloads(saved),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const merchant = appStory({ path: '/businesses/1/history', user: demoUsers.merchant });

async function changesList(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'Changes' }, firstRender);
}

/** A business's week: each change in a sentence, its time relative and exact on hover. */
export const BusinessHistory: Story = {
  ...merchant,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'History' }, firstRender)).toBeVisible();
    const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(await breadcrumbs.findByRole('link', { name: 'Bold Street Coffee' })).toBeVisible();
    const entries = within(await changesList(canvasElement)).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    await expect(entries[0]).toHaveTextContent('Anna Lee changed the stamps of the card Coffee Club from 10 to 8');
    // What the change did to the card's holders, as the save counted them.
    await expect(entries[0]).toHaveTextContent(
      '214 customers held the card; 31 completed it at once. 12 rewards not yet redeemed stayed valid.',
    );
    await expect(entries[1]).toHaveTextContent('Ada Admin disabled the tag Counter tag');
    const time = entries[0]?.querySelector('time');
    await expect(time).toHaveTextContent('3 hours ago');
    await expect(time).toHaveAttribute('title', '26 November 2026 at 07:00 UTC');
    // No search: the history's API searches nothing.
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** The changed fields on demand: before and after, an image as its size. */
export const ChangesShown: Story = {
  ...merchant,
  play: async ({ canvasElement }) => {
    const list = within(await changesList(canvasElement));
    const store = list.getAllByRole('listitem')[2];
    if (store === undefined) throw new Error('No store entry.');
    await userEvent.click(within(store).getByRole('button', { name: 'Show the 2 changes' }));
    await expect(within(store).getByRole('button', { name: 'Hide the 2 changes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = within(within(store).getByRole('table'));
    const row = (field: string) => table.getByRole('rowheader', { name: field }).closest('tr');
    await expect(row('description')).toHaveTextContent(
      'descriptionComing soon.Speciality coffee roasted on site every morning.',
    );
    await expect(row('logo')).toHaveTextContent('logo—An image of 47 KB');
  },
};

/** Filtered by what was changed: the filter goes to the API and the URL. */
export const Filtered: Story = {
  ...appStory({ path: '/businesses/1/history?entityType=tag', user: demoUsers.merchant }),
  play: async ({ canvasElement }) => {
    const entries = within(await changesList(canvasElement)).getAllByRole('listitem');
    await expect(entries).toHaveLength(1);
    await expect(entries[0]).toHaveTextContent('Ada Admin disabled the tag Counter tag');
    await waitFor(() =>
      expect(asked).toHaveBeenLastCalledWith(expect.stringContaining('FilterType=entityType&Filter=tag')),
    );
  },
};

/** One card's changes, as its editor's link asks: which card, and the way back to all changes. */
export const OneEntity: Story = {
  ...appStory({ path: '/businesses/1/history?entityType=card&entityId=7', user: demoUsers.merchant }),
  play: async ({ canvas, canvasElement }) => {
    const entries = within(await changesList(canvasElement)).getAllByRole('listitem');
    await expect(entries).toHaveLength(1);
    await expect(canvas.getByText(/^Only the changes to the card Coffee Club\./)).toBeVisible();
    await waitFor(() =>
      expect(asked).toHaveBeenLastCalledWith(
        expect.stringContaining('FilterType=entityType&Filter=card&FilterType=entityId&Filter=7'),
      ),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Show all changes' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('ol[aria-label="Changes"] > li')).toHaveLength(5));
    await expect(canvas.queryByText(/^Only the changes/)).toBeNull();
  },
};

/** Nothing changed yet. */
export const Empty: Story = {
  ...merchant,
  parameters: { msw: { handlers: historyApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No changes to show' }, firstRender)).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  ...merchant,
  parameters: {
    msw: { handlers: [handlers.getBusiness(business), handlers.getBusinessHistory(loading)] },
    visual: { disable: 'A loading skeleton pulses: the Empty and default stories show the settled page.' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the history', {}, firstRender)).toBeInTheDocument();
  },
};

/** The history cannot load: the reason and a retry. */
export const LoadError: Story = {
  ...merchant,
  parameters: {
    msw: {
      handlers: [handlers.getBusiness(business), handlers.getBusinessHistory(apiError(500, ['The database is away.']))],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the history' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An administrator's history of everything, with no business around it. */
export const Everything: Story = {
  ...appStory({ path: '/history', user: demoUsers.administrator }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'History' }, firstRender)).toBeVisible();
    await expect(within(await changesList(canvasElement)).getAllByRole('listitem')).toHaveLength(5);
    await expect(body.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  },
};

/** Export CSV: every entry the filters show, as the API writes it, saved as a file. */
export const ExportsCsv: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...appStory({ path: '/businesses/1/history?entityType=tag&page=1', user: demoUsers.merchant }),
  parameters: { visual: { disable: 'The page as Filtered shows it; the file is checked here.' } },
  play: async ({ canvas, canvasElement }) => {
    await changesList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toBe('business-1-history-2026-11-26.csv');
    await expect(await saved[0]?.file.text()).toContain('2026-11-26T07:00:00Z,Anna Lee');
    // The filters, not the page: the export holds every entry they match.
    await expect(exported).toHaveBeenLastCalledWith('FilterType=entityType&Filter=tag');
  },
};

/** The export fails: a toast says why, and the list stays as it was. */
export const ExportFails: Story = {
  // Behaviour only: the widths' layouts are other stories' pictures.
  tags: ['!reflow'],
  ...merchant,
  parameters: {
    msw: {
      handlers: [
        handlers.exportBusinessHistory(apiError(503, ['The history cannot be exported now.'])),
        ...historyApi(week),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await changesList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await body.findByText('Could not export the list')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    await expect(body.getByText('The history cannot be exported now.')).toBeVisible();
    await expect(saved).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};
