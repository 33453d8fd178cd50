export { ReportsPage } from './ReportsPage';
export { ReportViewerPage } from './ReportViewerPage';
