export { BusinessHistoryPage, HistoryPage } from './HistoryPage';
