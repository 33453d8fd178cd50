import { Page } from '#app/lib/page';

/** The store-level staff page: under development, so only a placeholder with no function. */
export function StoreStaffPage() {
  return (
    <Page title="Store staff">
      <p>store-staff-page works!</p>
    </Page>
  );
}
