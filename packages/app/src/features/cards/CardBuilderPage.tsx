import type { Business } from '@stampcard/api-client';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { useCallback, useMemo } from 'react';
import { Outlet, useLoaderData, useLocation, useParams, useRouteLoaderData, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { routeDataIds } from '#app/config/paths';
import { useCurrentUser } from '#app/lib/appContext';
import { describeError, settledLoading, useLoaded, type Loading } from '#app/lib/data';
import { Page } from '#app/lib/page';
import { getPermissions } from '#app/lib/permissions';
import { CardList } from './CardList';
import {
  scopeBreadcrumbs,
  scopeData,
  scopeHeading,
  scopeOf,
  type CardScope,
  type ScopeData,
  type ScopeSource,
} from './cardScope';

/*
 * The card list beside the editor: two columns of thumbnails on wide windows, one up to 1440 px
 * (the editor needs the room more), and above the editor on narrow ones.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.xl}px) {
    grid-template-columns: 157px minmax(0, 1fr);
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const ColumnHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

/** What the card builder gives the editor column (its child route, `SelectedCard`). */
export interface CardBuilderOutletContext {
  /** The scope's name and cards; undefined while they load. */
  readonly scope: ScopeData | undefined;
}

/** The business scope's parent route is absent elsewhere: no business. */
const noBusiness: Loading<Business | undefined> = settledLoading(['business', 'none'], undefined);

/**
 * The card builder in its three scopes: the card list on the left, the editor of the
 * card the `id` query parameter names on the right (the child route, `SelectedCard`). The scope's
 * cards are its route's; a business's come with the business its parent route loads once.
 */
export function CardBuilderPage() {
  const { businessID, storeID } = useParams();
  const scope = useMemo<CardScope | null>(() => scopeOf({ businessID, storeID }), [businessID, storeID]);
  const source = useLoaded(useLoaderData<Loading<ScopeSource>>());
  const business = useLoaded(useRouteLoaderData<Loading<Business>>(routeDataIds.business) ?? noBusiness);
  const user = useCurrentUser();
  const permissions = getPermissions(user?.roles ?? [], 'cards');
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const selectedId = searchParams.get('id');

  const hrefOf = useCallback(
    (id: string) => {
      const next = new URLSearchParams(searchParams);
      next.set('id', id);
      return `${pathname}?${next.toString()}`;
    },
    [pathname, searchParams],
  );

  const ready = source.data === undefined ? undefined : scopeData(source.data, business.data);
  const failed = source.error !== undefined ? source : business.error !== undefined ? business : undefined;
  const heading = scope === null ? 'Cards' : scopeHeading(scope);
  const selectedCard = ready?.cards.find((card) => String(card.loyaltyCardID) === selectedId);
  const cardName =
    selectedId === null
      ? null
      : selectedId === 'new'
        ? 'New Card'
        : (selectedCard?.name ?? selectedCard?.configuration.title ?? null);
  const outletContext: CardBuilderOutletContext = { scope: ready };

  return (
    <Page
      title={heading}
      description={ready?.name ?? undefined}
      breadcrumbs={scope === null ? undefined : scopeBreadcrumbs(scope, ready, cardName)}
    >
      {failed !== undefined && ready === undefined ? (
        <ErrorState
          title="Could not load the cards"
          reason={describeError(failed.error)}
          {...(scope === null ? {} : { onRetry: failed.retry })}
          headingLevel={2}
        />
      ) : (
        <Layout>
          <Column aria-labelledby="card-list-heading">
            <ColumnHeading id="card-list-heading">My Cards</ColumnHeading>
            {ready === undefined ? (
              <Skeleton label="Loading the cards" layout="grid">
                <Skeleton.Card />
                <Skeleton.Card />
              </Skeleton>
            ) : (
              <CardList cards={ready.cards} selectedId={selectedId} canCreate={permissions.create} hrefOf={hrefOf} />
            )}
          </Column>
          <Column>
            <Outlet context={outletContext} />
          </Column>
        </Layout>
      )}
    </Page>
  );
}
