import { useParams } from 'react-router';
import { PlaceholderPage } from '../../lib/page';

/**
 * The card builder in its three scopes (spec A 2.4): headed All cards, Business's cards or Store's
 * cards. A placeholder until issue #10 lands.
 */
export function CardBuilderPage() {
  const { businessID, storeID } = useParams();
  const title = storeID ? "Store's cards" : businessID ? "Business's cards" : 'All cards';
  return <PlaceholderPage title={title} noticeName="The card builder" />;
}
