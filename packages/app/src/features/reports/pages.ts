/**
 * The reports feature's pages, each loaded on its own: the list of reports does not carry the
 * viewer's filters and table, nor the viewer the list's.
 */
export const reportsPages = {
  ReportsPage: async () => (await import('./ReportsPage')).ReportsPage,
  ReportViewerPage: async () => (await import('./ReportViewerPage')).ReportViewerPage,
};
