import { paths } from '../../config/paths';
import { PlaceholderPage } from '../../lib/page';

/** The customers list (spec B 2.7, Administrators): a placeholder until its issue lands. */
export function CustomersPage() {
  return <PlaceholderPage title="Customers" />;
}

/** A customer's details (spec B 2.8, Administrators): a placeholder until its issue lands. */
export function CustomerDetailsPage() {
  return (
    <PlaceholderPage
      title="User details"
      noticeName="The customer details page"
      breadcrumbs={[{ label: 'Customers', href: paths.customers.href({}) }]}
    />
  );
}
