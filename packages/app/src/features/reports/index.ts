export { ReportDetailsPage, ReportsPage } from './ReportsPages';
