import { apiError, buildReport, handlers, loading } from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const reports = [
  buildReport(),
  buildReport({
    name: 'Customers by store',
    description: 'The customers of a store with their stamps.',
    path: '/Reports/CustomersByStore',
  }),
];

const meta = {
  tags: ['reflow'],
  title: 'App/Reports/Reports list',
  parameters: { layout: 'fullscreen', msw: { handlers: [handlers.getReports(reports)] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: '/reports', user: demoUsers.administrator });

/** Every report for an administrator (GET /api/Reporting), each linking to its viewer. */
export const Administrator: Story = {
  ...administrator,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reports' }, firstRender);
    const link = within(list).getByRole('link', { name: /Stamps by store/ });
    await expect(link).toHaveAttribute(
      'href',
      '/reports/report-details?path=%2FReports%2FStampsByStore&name=Stamps+by+store',
    );
    await expect(link).toHaveTextContent('Stamps collected per store and card over a period.');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A merchant's reports come from GET /api/Reporting/Merchant. */
export const Merchant: Story = {
  ...appStory({ path: '/reports', user: demoUsers.merchant }),
  parameters: {
    msw: { handlers: [handlers.getReports(apiError(403)), handlers.getMerchantReports([buildReport()])] },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Reports' }, firstRender);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** While loading: 2 placeholder rows. */
export const Loading: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getReports(loading)] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reports' }, firstRender)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-component="Skeleton.Row"]')).toHaveLength(2);
  },
};

/** No reports: No results / No reports to be displayed. */
export const Empty: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getReports([])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No results' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('No reports to be displayed')).toBeVisible();
  },
};

/** The list cannot be loaded: the reason and a Retry button. */
export const LoadError: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.getReports(apiError(500, ['The reporting service is down.']))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not load the reports' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('The reporting service is down.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
