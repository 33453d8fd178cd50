import { PlaceholderPage } from '../../lib/page';

/** Insights (spec A 2.5, D5), the home page: a placeholder until its issue lands. */
export function InsightsPage() {
  return <PlaceholderPage title="Insights" />;
}
