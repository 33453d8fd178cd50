import type { Business, Store } from '@stampcard/api-client';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { useCurrentUser } from '#app/lib/appContext';
import { describeError, useLoaded, type Loading } from '#app/lib/data';
import { Page } from '#app/lib/page';
import { Separator, Top } from '#app/components/BusinessDetails';
import { LastChanges } from '#app/components/HistoryEntries';
import { useBusiness } from '#app/lib/business';
import { StoreColumns } from './StoreColumns';
import { StorePanel } from './StorePanel';
import { StoreSettings } from './StoreSettings';
import { storeAccess, storeBreadcrumbs } from './storeDetails';

/** The store and its business as the page shows them, held still while the store is deleted. */
interface Shown {
  readonly store: Store | undefined;
  readonly business: Business | undefined;
}

/**
 * A store up close: its details edited in place with its parent business, location, categories and
 * manager; its settings for administrators (lock unavailable, test mode, external store, delete);
 * its cards, staff and Stampcard Tags; and its last changes. Merchants read it.
 */
export function StoreDetailsPage() {
  const { businessID = '', storeID = '' } = useParams();
  const loaded = useLoaded(useLoaderData<Loading<Store>>(), { keepPreviousData: true });
  const { data: business } = useBusiness();
  const user = useCurrentUser();
  const access = storeAccess(user?.roles ?? []);
  // Once a delete starts the page stops following its data, which reloads to nothing.
  const [frozen, setFrozen] = useState<Shown | null>(null);
  const shown: Shown = frozen ?? { store: loaded.data, business };
  const { store } = shown;
  const id = Number(businessID);

  return (
    <Page
      title="Store details"
      breadcrumbs={storeBreadcrumbs(shown.business ?? store?.parentBusiness, store, { businessID, storeID })}
    >
      {loaded.error !== undefined && frozen === null ? (
        <ErrorState
          title="Could not load the store"
          reason={describeError(loaded.error)}
          onRetry={loaded.retry}
          headingLevel={2}
        />
      ) : (
        <>
          {access.details || access.settings ? (
            <Top data-layout={access.details && access.settings ? 'split' : 'single'}>
              {access.details ? (
                <StorePanel businessID={id} store={store} business={shown.business} canEdit={access.canEdit} />
              ) : null}
              {access.details && access.settings ? <Separator role="separator" aria-orientation="vertical" /> : null}
              {access.settings ? (
                <div>
                  <StoreSettings
                    businessID={id}
                    store={store}
                    canChange={access.canChangeSettings}
                    canDelete={access.canDelete}
                    onFreeze={(isFrozen) => {
                      setFrozen(isFrozen ? { store: loaded.data, business } : null);
                    }}
                  />
                </div>
              ) : null}
            </Top>
          ) : null}
          <StoreColumns store={store} businessID={businessID} storeID={storeID} show={access} />
          <LastChanges
            subject={{ type: 'store', id: storeID, businessID: id }}
            entityKey={['business', businessID, 'store', storeID]}
          />
        </>
      )}
    </Page>
  );
}
