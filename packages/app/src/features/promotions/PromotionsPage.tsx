import { PlaceholderPage } from '../../lib/page';

/** Promotions (Merchant): the unavailable notice titled Promotions page (spec A 2.2, B 2.13). */
export function PromotionsPage() {
  return <PlaceholderPage title="Promotions" />;
}
