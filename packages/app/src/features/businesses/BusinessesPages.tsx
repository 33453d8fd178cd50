import { useParams } from 'react-router';
import { Page, PlaceholderPage } from '../../lib/page';

/** The businesses list (spec B 2.1): a placeholder until its issue lands. */
export function BusinessesPage() {
  return <PlaceholderPage title="Businesses" />;
}

function useBusinessBreadcrumb() {
  const { businessID = '' } = useParams();
  return { label: 'Business', href: `/businesses/${encodeURIComponent(businessID)}/details` };
}

/** Business details (spec B 2.2): a placeholder until its issue lands. */
export function BusinessDetailsPage() {
  return <PlaceholderPage title="Business details" breadcrumbs={[{ label: 'Businesses', href: '/businesses' }]} />;
}

/** A business's staff (spec B 2.3): a placeholder until its issue lands. */
export function BusinessStaffPage() {
  const business = useBusinessBreadcrumb();
  return <PlaceholderPage title="Staff" breadcrumbs={[{ label: 'Businesses', href: '/businesses' }, business]} />;
}

/** A staff member of a business: a placeholder until its issue lands. */
export function BusinessStaffDetailsPage() {
  const business = useBusinessBreadcrumb();
  return (
    <PlaceholderPage title="Staff details" breadcrumbs={[{ label: 'Businesses', href: '/businesses' }, business]} />
  );
}

/** A business's stores (spec B 2.4): a placeholder until its issue lands. */
export function StoresPage() {
  const business = useBusinessBreadcrumb();
  return <PlaceholderPage title="Stores" breadcrumbs={[{ label: 'Businesses', href: '/businesses' }, business]} />;
}

/** Store details (spec B 2.5): a placeholder until its issue lands. */
export function StoreDetailsPage() {
  const business = useBusinessBreadcrumb();
  return (
    <PlaceholderPage title="Store details" breadcrumbs={[{ label: 'Businesses', href: '/businesses' }, business]} />
  );
}

/** The store-level staff page: the placeholder of spec B 2.13, by the spec (D3 keeps it unavailable). */
export function StoreStaffPage() {
  return (
    <Page title="Store staff">
      <p>store-staff-page works!</p>
    </Page>
  );
}

/** A store's NFC tags, titled Stampcard Tags (spec B 2.6, D1): a placeholder until its issue lands. */
export function NfcTagsPage() {
  const business = useBusinessBreadcrumb();
  return (
    <PlaceholderPage title="Stampcard Tags" breadcrumbs={[{ label: 'Businesses', href: '/businesses' }, business]} />
  );
}
