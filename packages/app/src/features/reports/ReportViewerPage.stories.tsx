import type { ReportRequest } from '@stampcard/api-client';
import {
  apiError,
  buildBusiness,
  buildReportContent,
  handlers,
  loading,
  type MockRequestInfo,
} from '@stampcard/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoUsers } from '#app/testing';
import { appStory } from '#app/testing/stories';

const body = within(document.body);
/** The first render loads the page's lazy chunks, which Storybook's dev server may compile first. */
const firstRender = { timeout: 10_000 };

const viewed = fn<(request: ReportRequest) => void>();

/** POST /api/Reporting/View: records what the page asked, answers `answer`. */
function viewApi(answer = buildReportContent()) {
  return handlers.viewReport(async ({ request }: MockRequestInfo) => {
    viewed((await request.json()) as ReportRequest);
    return answer;
  });
}

const reportPath = '/reports/report-details?path=%2FReports%2FStampsByStore&name=Stamps+by+store';

const meta = {
  tags: ['reflow'],
  title: 'App/Reports/Report viewer',
  parameters: { layout: 'fullscreen', msw: { handlers: [viewApi()] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const administrator = appStory({ path: reportPath, user: demoUsers.administrator });

function contentOf(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: 'Report content' }, firstRender);
}

/** An administrator's report: breadcrumb, filters, the table, pages and the export dropdown. */
export const Administrator: Story = {
  ...administrator,
  play: async ({ canvas, canvasElement }) => {
    viewed.mockClear();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stamps by store' }, firstRender)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Reports');
    const content = await contentOf(canvasElement);
    await expect(await within(content).findByRole('table')).toHaveTextContent('Bold Street');
    await expect(canvas.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect(within(content).getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export report' })).toBeVisible();
    await expect(canvas.queryByText(/Please use this for data for reference/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(viewed).toHaveBeenCalledWith(expect.objectContaining({ reportPath: '/Reports/StampsByStore', page: 1 })),
    );
  },
};

/** A merchant: the reference note instead of the export, and their first business as StoreGroupID. */
export const MerchantNote: Story = {
  ...appStory({ path: reportPath, user: demoUsers.merchant }),
  parameters: {
    msw: { handlers: [viewApi(), handlers.getBusinesses({ items: [buildBusiness({ businessID: 7 })] })] },
  },
  play: async ({ canvas, canvasElement }) => {
    viewed.mockClear();
    await contentOf(canvasElement);
    await expect(
      await canvas.findByText('Please use this for data for reference and contact customers through promotions tools.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export report' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(viewed).toHaveBeenCalledWith(expect.objectContaining({ parameters: { StoreGroupID: ['7'] } })),
    );
  },
};

/** A merchant whose business list fails: loading stops and the viewer says why. */
export const MerchantBusinessesFail: Story = {
  ...appStory({ path: reportPath, user: demoUsers.merchant }),
  parameters: { msw: { handlers: [viewApi(), handlers.getBusinesses(apiError(500, ['Try again later.']))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not open the report' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('Try again later.')).toBeVisible();
  },
};

/** While the report loads: the overlay and its spinner. */
export const Loading: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.viewReport(loading)] } },
  play: async ({ canvasElement }) => {
    const content = await contentOf(canvasElement);
    await expect(content).toHaveAttribute('aria-busy', 'true');
    await expect(within(content).getByRole('status', { name: 'Loading the report' })).toBeInTheDocument();
  },
};

/** A report without rows for these filters: its one page still shows in the pager. */
export const EmptyReport: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: [
        viewApi(
          buildReportContent({
            content:
              '<table><caption>Stamps by store</caption><tbody><tr><td colspan="2">No data for these filters.</td></tr></tbody></table>',
            totalPages: 1,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const content = await contentOf(canvasElement);
    await expect(await within(content).findByText('No data for these filters.')).toBeVisible();
    const pages = within(content).getByRole('navigation', { name: 'Pagination' });
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The second of three pages: the page from the URL goes to the API; Next asks for the third. */
export const SeveralPages: Story = {
  ...appStory({ path: `${reportPath}&page=2`, user: demoUsers.administrator }),
  play: async ({ canvasElement }) => {
    viewed.mockClear();
    const content = await contentOf(canvasElement);
    await waitFor(() => expect(viewed).toHaveBeenCalledWith(expect.objectContaining({ page: 2 })));
    // The request left; its answer renders the pages.
    const pages = await within(content).findByRole('navigation', { name: 'Pagination' }, { timeout: 5_000 });
    await expect(within(pages).getByRole('link', { name: /2/, current: 'page' })).toBeVisible();
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(viewed).toHaveBeenCalledWith(expect.objectContaining({ page: 3 })));
  },
};

/** Filters in the URL are sent as the API takes them: dates as DD/MM/YYYY hh:mm:ss A, every value a list. */
export const AppliedFilters: Story = {
  ...appStory({ path: `${reportPath}&From=2026-03-01&Categories=1&Store=2`, user: demoUsers.administrator }),
  play: async ({ canvasElement }) => {
    viewed.mockClear();
    await contentOf(canvasElement);
    await waitFor(() =>
      expect(viewed).toHaveBeenCalledWith(
        expect.objectContaining({
          parameters: expect.objectContaining({
            From: ['01/03/2026 12:00:00 AM'],
            Categories: ['1'],
            Store: ['2'],
          }) as unknown,
        }),
      ),
    );
  },
};

/** The server fails: the reason and a Retry button. */
export const LoadError: Story = {
  ...administrator,
  parameters: { msw: { handlers: [handlers.viewReport(apiError(500, ['The report timed out.']))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not open the report' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('The report timed out.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** No path in the address: an error that says so, never a blank page. */
export const MissingPath: Story = {
  ...appStory({ path: '/reports/report-details?name=Lost', user: demoUsers.administrator }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not open the report' }, firstRender)).toBeVisible();
    await expect(canvas.getByText('The address does not name a report.')).toBeVisible();
  },
};

/** A path the server does not know: its 404, said. */
export const UnknownPath: Story = {
  ...appStory({ path: '/reports/report-details?path=%2FReports%2FNope&name=Nope', user: demoUsers.administrator }),
  parameters: { msw: { handlers: [handlers.viewReport(apiError(404))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Could not open the report' }, firstRender)).toBeVisible();
    await expect(canvas.getByText(/could not be found/)).toBeVisible();
  },
};

/** Hostile HTML from the server is inert: no script, image, link, style or form reaches the page. */
export const HostileContent: Story = {
  ...administrator,
  parameters: {
    msw: {
      handlers: [
        viewApi(
          buildReportContent({
            parameters: [],
            totalPages: 1,
            content:
              '<style>body{display:none}</style><table><caption>Hacked</caption><tr><td onmouseover="alert(1)">Cell<script>window.hacked=1</script>' +
              '<img src="https://evil.test/x.png" onerror="window.hacked=2"></td></tr></table>' +
              '<a href="javascript:window.hacked=3">Click</a><form action="https://evil.test"><input name="p"></form>' +
              '<div class="app-shell" style="position:fixed;inset:0">Cover</div>',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const content = await contentOf(canvasElement);
    const html = (await within(content).findByText('Cell')).closest('[data-component="ReportViewer.Content"]');
    if (html === null) throw new Error('No content.');
    await expect(html.querySelectorAll('script, img, a, style, form, input, [onmouseover], [class]')).toHaveLength(0);
    await expect(html.innerHTML).not.toMatch(/position|evil\.test|javascript:/);
    await expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    await expect(document.body).toBeVisible();
  },
};

/** The export runs: the dropdown is busy until the file arrives. */
export const ExportRunning: Story = {
  ...administrator,
  parameters: { msw: { handlers: [viewApi(), handlers.exportReport(loading)] } },
  play: async ({ canvas, canvasElement }) => {
    await contentOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export report' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Excel' }));
    await expect(await canvas.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
  },
};

/** The export fails: 'Could not export the report' with the reason. */
export const ExportFailed: Story = {
  ...administrator,
  parameters: { msw: { handlers: [viewApi(), handlers.exportReport(apiError(500, ['The export service is down.']))] } },
  play: async ({ canvas, canvasElement }) => {
    await contentOf(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export report' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'PDF' }));
    await expect(await body.findByText('Could not export the report')).toBeVisible();
    await expect(body.getByText('The export service is down.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export report' })).toBeEnabled();
  },
};
