export { CustomerUnauthorizedPage, NotAuthorizedPage, NotFoundPage } from './AccessPages';
