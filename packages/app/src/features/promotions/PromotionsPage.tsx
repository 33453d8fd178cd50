import { PlaceholderPage } from '#app/lib/page';

/** Promotions (Merchant): the unavailable notice titled Promotions page. */
export function PromotionsPage() {
  return <PlaceholderPage title="Promotions" />;
}
