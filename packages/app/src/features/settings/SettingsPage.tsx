import { PlaceholderPage } from '#app/lib/page';

/** Settings (Administrators): a placeholder saying 'Settings page is coming soon!'. */
export function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
