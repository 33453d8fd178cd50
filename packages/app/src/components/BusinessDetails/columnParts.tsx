/**
 * The parts the business's and the store's details columns share: row skeletons, 'and N more', the
 * card thumbnails, and the staff's Details link, unavailable while under development.
 */
import { textOr } from '@stampcard/ui/EntityCard';
import type { Card } from '@stampcard/api-client';
import { CardPreview, previewWidth, THUMBNAIL_SIZE } from '@stampcard/card-preview';
import { Button } from '@stampcard/ui/Button';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { Unavailable } from '@stampcard/ui/Unavailable';
import { CardLink, CardList, CardName, CardSkeleton, More, Thumbnail } from './BusinessDetails.styles';
import { drawCardsWithAppIcons } from '#app/config/cardIcons';

drawCardsWithAppIcons();

const thumbnailWidth = previewWidth(THUMBNAIL_SIZE.height);

/** 'and 3 more stores' under a column that lists the first entries only. */
export function MoreEntries({ count, what }: { count: number; what: string }) {
  return count > 0 ? <More>{`and ${count} more ${what}`}</More> : null;
}

/** A column's placeholder rows while its entries load. */
export function RowSkeletons({ label, count }: { label: string; count: number }) {
  return (
    <Skeleton label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton.Row key={index} hasAction={false} />
      ))}
    </Skeleton>
  );
}

export interface CardThumbnailsProps {
  /** The cards; undefined while they load (`skeletons` placeholders show). */
  readonly cards: readonly Card[] | undefined;
  readonly skeletons: number;
  /** Where a card leads: the card builder with the card selected. */
  readonly hrefOf: (card: Card) => string;
}

/** Upright card previews, 125 wide by 200 high, each with its name, linking to the card builder. */
export function CardThumbnails({ cards, skeletons, hrefOf }: CardThumbnailsProps) {
  if (cards === undefined) {
    return (
      <Skeleton label="Loading the cards" layout="none">
        <CardList as="div">
          {Array.from({ length: skeletons }, (_, index) => (
            <CardSkeleton key={index} data-component="Details.CardSkeleton" />
          ))}
        </CardList>
      </Skeleton>
    );
  }
  return (
    <CardList aria-label="Cards">
      {cards.map((card) => (
        <li key={card.loyaltyCardID}>
          <CardLink to={hrefOf(card)}>
            <Thumbnail aria-hidden="true">
              <CardPreview card={card} width={thumbnailWidth} />
            </Thumbnail>
            <CardName>{textOr(card.name, textOr(card.configuration.title, 'Untitled card'))}</CardName>
          </CardLink>
        </li>
      ))}
    </CardList>
  );
}

/** The staff column's Details link, under development: disabled and marked Unavailable. */
export function StaffDetailsUnavailable() {
  return (
    <Unavailable reason="Staff details feature not available yet">
      <Button variant="plain" size="small">
        Details
      </Button>
    </Unavailable>
  );
}
