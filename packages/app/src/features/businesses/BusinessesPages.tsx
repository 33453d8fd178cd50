import { Page, PlaceholderPage } from '../../lib/page';
import { useBusinessBreadcrumbs } from './useBusiness';

/** A business's stores (spec B 2.6): a placeholder until its issue lands. */
export function StoresPage() {
  return <PlaceholderPage title="Stores" breadcrumbs={useBusinessBreadcrumbs({ label: 'stores' })} />;
}

/** Store details (spec B 2.7): a placeholder until its issue lands. */
export function StoreDetailsPage() {
  return <PlaceholderPage title="Store details" breadcrumbs={useBusinessBreadcrumbs({ label: 'stores' })} />;
}

/** The store-level staff page: the placeholder of spec B 2.13, by the spec (D3 keeps it unavailable). */
export function StoreStaffPage() {
  return (
    <Page title="Store staff">
      <p>store-staff-page works!</p>
    </Page>
  );
}

/** A store's NFC tags, titled Stampcard Tags (spec B 2.8, D1): a placeholder until its issue lands. */
export function NfcTagsPage() {
  return <PlaceholderPage title="Stampcard Tags" breadcrumbs={useBusinessBreadcrumbs({ label: 'stores' })} />;
}
