import { exportUsers } from '@stampcard/api-client';
import { apiError, handlers, loading } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardStage, catchDownloads, type SavedFile } from '#app/testing/stories';
import { ExportCsv, type ExportCsvProps } from './ExportCsv';

/** The failure's toast is portalled to the body. */
const body = within(document.body);

/** The files the story saved. */
const saved: SavedFile[] = [];
/** The query each export sent. */
const exported = fn<(query: string) => void>();

const csv = new Blob(['\uFEFFUser ID,Title,First name\r\nuser-ann,Ms,Ann\r\n'], { type: 'text/csv' });

const meta = {
  title: 'App/Components/ExportCsv',
  component: ExportCsv,
  args: {
    // As the customers list exports: its search and the Customer role, no page.
    run: fn<ExportCsvProps['run']>((api, signal) =>
      exportUsers(api, { query: { SearchTerm: 'ann', filters: { roles: ['Customer'] } }, signal }),
    ),
    fileNameStem: 'customers',
  },
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
        handlers.exportUsers(({ request }) => {
          exported(new URL(request.url).searchParams.toString());
          return csv;
        }),
      ],
    },
  },
  beforeEach: () => catchDownloads(saved),
} satisfies Meta<typeof ExportCsv>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: pressed, the list's file is saved under its name and the day (the story clock's, 26 November 2026). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Export CSV' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toBe('customers-2026-11-26.csv');
    await expect(await saved[0]?.file.text()).toContain('user-ann,Ms,Ann');
    await expect(exported).toHaveBeenLastCalledWith('SearchTerm=ann&FilterType=roles&Filter=Customer');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/** Exporting: while the file is made the button is busy, keeps its name and focus, and ignores presses. */
export const Exporting: Story = {
  parameters: { msw: { handlers: [handlers.exportUsers(loading)] } },
  play: async ({ args, canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveFocus();
    // A second press while the file is made asks for nothing more.
    await userEvent.click(button);
    await expect(args.run).toHaveBeenCalledTimes(1);
    await expect(saved).toHaveLength(0);
  },
};

/** Failed: a toast says the list could not be exported and why; the button can be pressed again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [handlers.exportUsers(apiError(500, ['The export is not available now.']))] },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    await expect(await body.findByText('Could not export the list')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Details' }));
    await expect(body.getByText('The export is not available now.')).toBeVisible();
    await expect(saved).toHaveLength(0);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
  },
};
