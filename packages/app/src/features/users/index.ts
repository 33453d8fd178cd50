export { CustomerDetailsPage, UserDetailsPage } from './UserDetailsPage';
