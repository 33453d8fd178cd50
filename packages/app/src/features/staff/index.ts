export { StaffDetailsPage } from './StaffDetailsPage';
