import { PlaceholderPage } from '../../lib/page';

/** Staff detail (spec B 2.12), titled User details while loading: a placeholder until its issue lands. */
export function StaffDetailsPage() {
  return <PlaceholderPage title="User details" noticeName="The staff details page" />;
}
