export { BusinessesPage } from './BusinessesPage';
export { BusinessDetailsPage } from './details/BusinessDetailsPage';
