import { PlaceholderPage } from '../../lib/page';

/** User details (spec B 2.8, /users/{userID}): a placeholder until its issue lands. */
export function UserDetailsPage() {
  return <PlaceholderPage title="User details" noticeName="The user details page" />;
}
