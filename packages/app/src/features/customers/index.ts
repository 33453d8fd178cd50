export { CustomerDetailsPage, CustomersPage } from './CustomersPages';
