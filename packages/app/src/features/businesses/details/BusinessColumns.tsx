import type { Business } from '@stampcard/api-client';
import { textOr } from '@stampcard/ui/EntityCard';
import { DetailsCard } from '#app/components/DetailsCard';
import { paths } from '#app/config/paths';
import { placeholders } from '#app/lib/placeholders';
import { Columns, DetailsLink, EntryLine, EntryLink, EntryList, EntryName } from '#app/components/BusinessDetails';
import { cardColumnLimit, columnEntries, columnSkeletons, staffName } from '#app/components/BusinessDetails';
import { CardThumbnails, MoreEntries, RowSkeletons, StaffDetailsUnavailable } from '#app/components/BusinessDetails';

/**
 * The three columns of a business's details: its stores, cards and staff, each linking to its own
 * page, with a Details link to the whole list (the staff's disabled: under development). Skeletons
 * while the business loads: 4 stores, 2 cards, 3 staff.
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
          <RowSkeletons label="Loading the stores" count={columnSkeletons.stores} />
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
        <CardThumbnails
          cards={isLoading ? undefined : cards.shown}
          skeletons={columnSkeletons.cards}
          hrefOf={(card) => paths.businessCards.href({ businessID }, { id: card.loyaltyCardID })}
        />
        <MoreEntries count={cards.more} what="cards" />
      </DetailsCard>
      <DetailsCard
        title="Staff"
        action={<StaffDetailsUnavailable />}
        isEmpty={!isLoading && staff.shown.length === 0}
        emptyText="No staff"
      >
        {isLoading ? (
          <RowSkeletons label="Loading the staff" count={columnSkeletons.staff} />
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
