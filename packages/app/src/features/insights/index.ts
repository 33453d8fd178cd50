export { InsightsPage } from './InsightsPage';
