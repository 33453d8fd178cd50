import { PlaceholderPage } from '../../lib/page';

/** Settings (Administrators): the placeholder 'Settings page is coming soon!' of spec B 2.13. */
export function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
