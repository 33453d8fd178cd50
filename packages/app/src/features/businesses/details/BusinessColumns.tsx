import type { Business } from '@stampcard/api-client';
import { CardPreview, previewWidth, THUMBNAIL_SIZE } from '@stampcard/card-preview';
import '@stampcard/card-preview/icons.css';
import { Button } from '@stampcard/ui/Button';
import { placeholders } from '@stampcard/ui/EntityCard';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { Unavailable } from '@stampcard/ui/Unavailable';
import { DetailsCard } from '../../../components/DetailsCard';
import { paths } from '../../../config/paths';
import {
  CardLink,
  CardList,
  CardName,
  CardSkeleton,
  Columns,
  DetailsLink,
  EntryLine,
  EntryLink,
  EntryList,
  EntryName,
  More,
  Thumbnail,
} from './BusinessDetailsPage.styles';
import { cardColumnLimit, columnEntries, columnSkeletons, staffName, textOr } from './businessDetails';

const thumbnailWidth = previewWidth(THUMBNAIL_SIZE.height);

/** 'and 3 more' under a column that lists the first entries only. */
function MoreEntries({ count, what }: { count: number; what: string }) {
  return count > 0 ? <More>{`and ${count} more ${what}`}</More> : null;
}

/**
 * The three columns of a business's details (spec B 2.4): its stores, cards and staff, each linking
 * to its own page, with a Details link to the whole list (the staff's disabled, D3). Skeletons while
 * the business loads: 4 stores, 2 cards, 3 staff.
 */
export function BusinessColumns({ business, businessID }: { business: Business | undefined; businessID: string }) {
  const isLoading = business === undefined;
  const stores = columnEntries(business?.stores);
  const cards = columnEntries(business?.cards, cardColumnLimit);
  const staff = columnEntries(business?.staff);
  return (
    <Columns data-component="BusinessDetails.Columns">
      <DetailsCard
        title="Stores"
        action={<DetailsLink to={paths.stores.href({ businessID })}>Details</DetailsLink>}
        isEmpty={!isLoading && stores.shown.length === 0}
        emptyText={placeholders.stores}
      >
        {isLoading ? (
          <Skeleton label="Loading the stores">
            {Array.from({ length: columnSkeletons.stores }, (_, index) => (
              <Skeleton.Row key={index} hasAction={false} />
            ))}
          </Skeleton>
        ) : (
          <>
            <EntryList aria-label="Stores">
              {stores.shown.map((store) => (
                <li key={store.storeID}>
                  <EntryLink to={paths.storeDetails.href({ businessID, storeID: store.storeID })}>
                    <EntryName>{textOr(store.name, placeholders.storeName)}</EntryName>
                    <EntryLine>
                      {`${textOr(store.address?.address1, placeholders.street)}, ${textOr(store.address?.cityTown, placeholders.city)}`}
                    </EntryLine>
                  </EntryLink>
                </li>
              ))}
            </EntryList>
            <MoreEntries count={stores.more} what="stores" />
          </>
        )}
      </DetailsCard>
      <DetailsCard
        title="Cards"
        action={<DetailsLink to={paths.businessCards.href({ businessID })}>Details</DetailsLink>}
        isEmpty={!isLoading && cards.shown.length === 0}
        emptyText="No loyalty cards"
      >
        {isLoading ? (
          <Skeleton label="Loading the cards" layout="none">
            <CardList as="div">
              {Array.from({ length: columnSkeletons.cards }, (_, index) => (
                <CardSkeleton key={index} data-component="BusinessDetails.CardSkeleton" />
              ))}
            </CardList>
          </Skeleton>
        ) : (
          <>
            <CardList aria-label="Cards">
              {cards.shown.map((card) => {
                const name = card.name?.trim() ? card.name : (card.configuration.title ?? 'Untitled card');
                return (
                  <li key={card.loyaltyCardID}>
                    <CardLink to={paths.businessCards.href({ businessID }, { id: card.loyaltyCardID })}>
                      <Thumbnail aria-hidden="true">
                        <CardPreview card={card} width={thumbnailWidth} />
                      </Thumbnail>
                      <CardName>{name}</CardName>
                    </CardLink>
                  </li>
                );
              })}
            </CardList>
            <MoreEntries count={cards.more} what="cards" />
          </>
        )}
      </DetailsCard>
      <DetailsCard
        title="Staff"
        action={
          <Unavailable reason="Staff details feature not available yet">
            <Button variant="plain" size="small">
              Details
            </Button>
          </Unavailable>
        }
        isEmpty={!isLoading && staff.shown.length === 0}
        emptyText="No staff"
      >
        {isLoading ? (
          <Skeleton label="Loading the staff">
            {Array.from({ length: columnSkeletons.staff }, (_, index) => (
              <Skeleton.Row key={index} hasAction={false} />
            ))}
          </Skeleton>
        ) : (
          <>
            <EntryList aria-label="Staff">
              {staff.shown.map((member) => (
                <li key={member.staffID}>
                  <EntryLink to={paths.businessStaffMember.href({ businessID, staffID: member.staffID })}>
                    <EntryName>{staffName(member)}</EntryName>
                    <EntryLine>{member.user?.emailAddress ?? placeholders.email}</EntryLine>
                  </EntryLink>
                </li>
              ))}
            </EntryList>
            <MoreEntries count={staff.more} what="staff members" />
          </>
        )}
      </DetailsCard>
    </Columns>
  );
}
