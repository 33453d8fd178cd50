import type { Store } from '@stampcard/api-client';
import { textOr } from '@stampcard/ui/EntityCard';
import { StatusBullet } from '@stampcard/ui/StatusBullet';
import { DetailsCard } from '#app/components/DetailsCard';
import { paths } from '#app/config/paths';
import { placeholders } from '#app/lib/placeholders';
import { Columns, DetailsLink, EntryLine, EntryLink, EntryList, EntryName } from '#app/components/BusinessDetails';
import { cardColumnLimit, columnEntries, staffName } from '#app/components/BusinessDetails';
import { CardThumbnails, MoreEntries, RowSkeletons, StaffDetailsUnavailable } from '#app/components/BusinessDetails';
import { cardSkeletons } from './storeDetails';

export interface StoreColumnsProps {
  /** The store; undefined while it loads. */
  readonly store: Store | undefined;
  readonly businessID: string;
  readonly storeID: string;
  /** Which cards the user may read. */
  readonly show: { readonly cards: boolean; readonly staff: boolean; readonly tags: boolean };
}

/**
 * The three cards under a store's details: its loyalty cards (linking to the store's card builder),
 * its staff (the Details link disabled: under development) and its Stampcard Tags (linking to the
 * tags page). Placeholders while the store loads: 2 cards, 3 staff, 4 tags.
 */
export function StoreColumns({ store, businessID, storeID, show }: StoreColumnsProps) {
  const isLoading = store === undefined;
  const cards = columnEntries(store?.cards, cardColumnLimit);
  const staff = columnEntries(store?.staff);
  const tags = columnEntries(store?.nfcTags);
  const tagsHref = paths.nfcTags.href({ businessID, storeID });
  return (
    <Columns data-component="StoreDetails.Columns">
      {show.cards ? (
        <DetailsCard
          title="Cards"
          action={<DetailsLink to={paths.storeCards.href({ businessID, storeID })}>Details</DetailsLink>}
          isEmpty={!isLoading && cards.shown.length === 0}
          emptyText="No loyalty cards"
        >
          <CardThumbnails
            cards={isLoading ? undefined : cards.shown}
            skeletons={cardSkeletons.cards}
            hrefOf={(card) => paths.storeCards.href({ businessID, storeID }, { id: card.loyaltyCardID })}
          />
          <MoreEntries count={cards.more} what="cards" />
        </DetailsCard>
      ) : null}
      {show.staff ? (
        <DetailsCard
          title="Staff"
          action={<StaffDetailsUnavailable />}
          isEmpty={!isLoading && staff.shown.length === 0}
          emptyText="Staff section is disabled"
        >
          {isLoading ? (
            <RowSkeletons label="Loading the staff" count={cardSkeletons.staff} />
          ) : (
            <>
              <EntryList aria-label="Staff">
                {/* The summary names no stores: each member is staff of this store, its name shown. */}
                {staff.shown.map((member) => (
                  <li key={member.staffID}>
                    <EntryLink to={paths.businessStaffMember.href({ businessID, staffID: member.staffID })}>
                      <EntryName>{staffName(member)}</EntryName>
                      <EntryLine>{member.user?.emailAddress ?? placeholders.email}</EntryLine>
                      <EntryLine>{textOr(store.name, placeholders.storeName)}</EntryLine>
                    </EntryLink>
                  </li>
                ))}
              </EntryList>
              <MoreEntries count={staff.more} what="staff members" />
            </>
          )}
        </DetailsCard>
      ) : null}
      {show.tags ? (
        <DetailsCard
          title="Stampcard Tags"
          action={<DetailsLink to={tagsHref}>Details</DetailsLink>}
          isEmpty={!isLoading && tags.shown.length === 0}
          emptyText="No NFC tags"
        >
          {isLoading ? (
            <RowSkeletons label="Loading the tags" count={cardSkeletons.tags} />
          ) : (
            <>
              <EntryList aria-label="Stampcard Tags">
                {tags.shown.map((tag) => (
                  <li key={tag.tagID}>
                    <EntryLink to={tagsHref}>
                      <EntryName>{textOr(tag.name, 'Unnamed tag')}</EntryName>
                      <StatusBullet status={tag.enabled ? 'enabled' : 'disabled'} />
                      <EntryLine>{textOr(tag.tagReference, 'Not available')}</EntryLine>
                    </EntryLink>
                  </li>
                ))}
              </EntryList>
              <MoreEntries count={tags.more} what="tags" />
            </>
          )}
        </DetailsCard>
      ) : null}
    </Columns>
  );
}
