import { exportBusinesses, type Business, type Page as ApiPage } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { CardGrid } from '@stampcard/ui/CardGrid';
import { CreateTile, EntityCard } from '@stampcard/ui/EntityCard';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { ExportCsv, exportQueryOf } from '#app/components/ExportCsv';
import { ListPage } from '#app/components/ListPage';
import { useCurrentUser } from '#app/lib/appContext';
import { apiListQuery, keepKnownFilters, useListQuery, useLoaded, useLookup, type Loading } from '#app/lib/data';
import { renderRouterLink } from '#app/lib/page';
import { can } from '#app/lib/permissions';
import { badgeLabels, placeholders } from '#app/lib/placeholders';
import { locationAndCategoryFilters } from '#app/components/LocationFilters';
import { knownLocationsAndCategories, loadCategories, loadCities, lookupKeys } from '#app/lib/stores';
import { businessesList, businessHref, businessSkeletonCount, businessSorts } from './businessesList';

/** The wizard's chunk (its forms and their validation): only who may create businesses loads it. */
const loadWizard = () => import('./wizard');
const NewBusinessWizard = lazy(async () => ({ default: (await loadWizard()).NewBusinessWizard }));

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** A business's card: its placeholders for blank data, the Multi-store banner. */
function BusinessCard({ business }: { business: Business }) {
  const stores = business.stores?.length ?? 0;
  const staff = business.staff?.length ?? 0;
  return (
    <EntityCard
      name={business.name}
      namePlaceholder={placeholders.businessName}
      description={business.description ?? null}
      imageUrl={business.imageUrl}
      href={businessHref(business)}
      renderLink={renderRouterLink}
      badges={business.isSingleStore ? [] : [{ label: badgeLabels.multiStore, tone: 'info' }]}
      details={[
        {
          label: 'Stores',
          value: stores > 0 ? count(stores, 'store', 'stores') : null,
          placeholder: placeholders.stores,
        },
        { label: 'Employees', value: staff > 0 ? count(staff, 'employee', 'employees') : null },
      ]}
    />
  );
}

/**
 * The businesses list: 11 business cards a page, sorted, filtered and searched from the URL; the
 * NEW BUSINESS tile and the empty state's 'Create a new business' for who may create; 'Export CSV'
 * for everyone who reads the list.
 */
export function BusinessesPage() {
  const loaded = useLoaded(useLoaderData<Loading<ApiPage<Business>>>(), { keepPreviousData: true });
  const list = useListQuery(businessesList);
  const user = useCurrentUser();
  const canCreate = can(user?.roles ?? [], 'businessesList', 'create');
  const cities = useLookup(lookupKeys.cities, loadCities);
  const categories = useLookup(lookupKeys.categories, loadCategories);
  const [isCreating, setCreating] = useState(false);
  // Fetched ahead for who may create, so the wizard opens at once.
  useEffect(() => {
    if (canCreate) void loadWizard();
  }, [canCreate]);
  const startCreating = () => {
    setCreating(true);
  };

  return (
    <>
      <ListPage
        title="Businesses"
        actions={
          <ExportCsv
            run={(api, signal) => {
              // The loader's query, without the page: every business the list selects.
              const known = knownLocationsAndCategories(cities.data, categories.data);
              const query = apiListQuery(businessesList, keepKnownFilters(list.query, known));
              return exportBusinesses(api, { query: exportQueryOf(query), signal });
            }}
            fileNameStem="businesses"
          />
        }
        list={list}
        sorts={businessSorts}
        filters={locationAndCategoryFilters(cities.data, categories.data)}
        loaded={loaded}
        errorTitle="Could not load the businesses"
      >
        {({ items }) => (
          <CardGrid
            label="Businesses"
            isLoading={items === undefined}
            skeletonCount={businessSkeletonCount}
            loadingLabel="Loading the businesses"
            emptyTitle="No results"
            emptyDescription="No businesses to be displayed"
            emptyAction={
              canCreate ? (
                <Button variant="primary" onPress={startCreating}>
                  Create a new business
                </Button>
              ) : undefined
            }
            createTile={canCreate ? <CreateTile label="NEW BUSINESS" onPress={startCreating} /> : undefined}
          >
            {items?.map((business) => (
              <BusinessCard key={business.businessID} business={business} />
            ))}
          </CardGrid>
        )}
      </ListPage>
      {isCreating ? (
        <Suspense fallback={null}>
          <NewBusinessWizard
            onClose={() => {
              setCreating(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
