import { exportBusinessStores, type Page as ApiPage, type Store } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { CardGrid } from '@stampcard/ui/CardGrid';
import { CreateTile, EntityCard } from '@stampcard/ui/EntityCard';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { ExportCsv, exportQueryOf } from '#app/components/ExportCsv';
import { ListPage } from '#app/components/ListPage';
import { useCurrentUser } from '#app/lib/appContext';
import { apiListQuery, keepKnownFilters, useListQuery, useLoaded, useLookup, type Loading } from '#app/lib/data';
import { renderRouterLink } from '#app/lib/page';
import { can } from '#app/lib/permissions';
import { placeholders } from '#app/lib/placeholders';
import { locationAndCategoryFilters } from '#app/components/LocationFilters';
import { knownLocationsAndCategories, loadCategories, lookupKeys } from '#app/lib/stores';
import { useBusiness, useBusinessBreadcrumbs } from '#app/lib/business';
import {
  businessCitiesKey,
  loadBusinessCities,
  storeDetails,
  storeHref,
  storeSkeletonCount,
  storeSorts,
  storesList,
} from './storesList';

/** The New store modal's chunk (the store form and its validation): only who may create stores loads it. */
const loadNewStoreModal = () => import('./NewStoreModal');
const NewStoreModal = lazy(async () => ({ default: (await loadNewStoreModal()).NewStoreModal }));

/** A store's card: its name, street and city, or their placeholders; it opens the store's details. */
function StoreCard({ businessID, store }: { businessID: string; store: Store }) {
  return (
    <EntityCard
      name={store.name}
      namePlaceholder={placeholders.storeName}
      imageUrl={store.logoImageUrl}
      href={storeHref(businessID, store)}
      renderLink={renderRouterLink}
      details={storeDetails(store)}
    />
  );
}

/**
 * A business's stores: 11 store cards a page, sorted, filtered by the business's cities and a
 * category, and searched from the URL; the NEW STORE tile and the empty state's
 * 'Create a new store' open the New store modal for who may create stores, unless the business is
 * single-store (it has its one store: the server refuses a second); 'Export CSV' for everyone who
 * reads the list.
 */
export function StoresPage() {
  const { businessID = '' } = useParams();
  const loaded = useLoaded(useLoaderData<Loading<ApiPage<Store>>>(), { keepPreviousData: true });
  const list = useListQuery(storesList);
  const business = useBusiness().data;
  const breadcrumbs = useBusinessBreadcrumbs({ label: 'stores' });
  const roles = useCurrentUser()?.roles ?? [];
  // Offered once the business is known to take more stores, so the tile never shows and goes.
  const canCreate = can(roles, 'businessStores', 'create') && business !== undefined && !business.isSingleStore;
  const cities = useLookup(businessCitiesKey(businessID), (api) => loadBusinessCities(api, Number(businessID)));
  const categories = useLookup(lookupKeys.categories, loadCategories);
  const [isCreating, setCreating] = useState(false);
  // Fetched ahead for who may create, so the modal opens at once.
  useEffect(() => {
    if (canCreate) void loadNewStoreModal();
  }, [canCreate]);
  const startCreating = () => {
    setCreating(true);
  };

  return (
    <>
      <ListPage
        title="Stores"
        breadcrumbs={breadcrumbs}
        actions={
          <ExportCsv
            run={(api, signal) => {
              // The loader's query, without the page: every store the list selects.
              const known = knownLocationsAndCategories(cities.data, categories.data);
              const query = apiListQuery(storesList, keepKnownFilters(list.query, known));
              return exportBusinessStores(api, {
                path: { id: Number(businessID) },
                query: exportQueryOf(query),
                signal,
              });
            }}
            fileNameStem={`business-${businessID}-stores`}
          />
        }
        list={list}
        sorts={storeSorts}
        filters={locationAndCategoryFilters(cities.data, categories.data)}
        loaded={loaded}
        errorTitle="Could not load the stores"
      >
        {({ items }) => (
          <CardGrid
            label="Stores"
            isLoading={items === undefined}
            skeletonCount={storeSkeletonCount}
            loadingLabel="Loading the stores"
            emptyTitle="No results"
            emptyDescription="No stores to be displayed"
            emptyAction={
              canCreate ? (
                <Button variant="primary" onPress={startCreating}>
                  Create a new store
                </Button>
              ) : undefined
            }
            createTile={canCreate ? <CreateTile label="NEW STORE" onPress={startCreating} /> : undefined}
          >
            {items?.map((store) => (
              <StoreCard key={store.storeID} businessID={businessID} store={store} />
            ))}
          </CardGrid>
        )}
      </ListPage>
      {isCreating ? (
        <Suspense fallback={null}>
          <NewStoreModal
            businessID={businessID}
            onClose={() => {
              setCreating(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
