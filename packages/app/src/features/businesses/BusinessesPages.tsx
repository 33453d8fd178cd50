import { Page } from '../../lib/page';

/** The store-level staff page: the placeholder of spec B 2.13, by the spec (D3 keeps it unavailable). */
export function StoreStaffPage() {
  return (
    <Page title="Store staff">
      <p>store-staff-page works!</p>
    </Page>
  );
}
