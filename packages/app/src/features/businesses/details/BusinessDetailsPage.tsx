import { ErrorState } from '@stampcard/ui/ErrorState';
import { Navigate, useParams } from 'react-router';
import { paths } from '#app/config/paths';
import { useCurrentUser } from '#app/lib/appContext';
import { describeError } from '#app/lib/data';
import { Page } from '#app/lib/page';
import { useBusiness, useBusinessBreadcrumbs } from '#app/lib/business';
import { BusinessColumns } from './BusinessColumns';
import { Separator, Top } from '#app/components/BusinessDetails';
import { detailsAccess } from '#app/components/BusinessDetails';
import { DetailsBlock } from '#app/components/BusinessDetails';
import { LastChanges } from '#app/components/HistoryEntries';
import { SettingsBlock } from './SettingsBlock';

/**
 * A business up close: its details edited in place with its manager, its settings for
 * administrators (lock, delete), its stores, cards and staff, and its last changes. A single-store business's details
 * are its store's: the page replaces itself with them.
 */
export function BusinessDetailsPage() {
  const { businessID = '' } = useParams();
  const { data: business, error, retry } = useBusiness();
  const breadcrumbs = useBusinessBreadcrumbs();
  const user = useCurrentUser();
  const access = detailsAccess(user?.roles ?? []);

  const store = business?.isSingleStore ? business.stores?.[0] : undefined;
  if (store !== undefined) {
    return <Navigate to={paths.storeDetails.href({ businessID, storeID: store.storeID })} replace />;
  }

  return (
    <Page title="Business details" breadcrumbs={breadcrumbs}>
      {error !== undefined ? (
        <ErrorState
          title="Could not load the business"
          reason={describeError(error)}
          onRetry={retry}
          headingLevel={2}
        />
      ) : (
        <>
          {access.details || access.settings ? (
            <Top data-layout={access.separator ? 'split' : 'single'}>
              {access.details ? <DetailsBlock business={business} canEdit={access.canEdit} /> : null}
              {access.separator ? <Separator role="separator" aria-orientation="vertical" /> : null}
              {access.settings ? (
                <div>
                  <SettingsBlock business={business} canLock={access.canLock} canDelete={access.canDelete} />
                </div>
              ) : null}
            </Top>
          ) : null}
          <BusinessColumns business={business} businessID={businessID} />
          <LastChanges
            subject={{ type: 'business', id: businessID, businessID: Number(businessID) }}
            entityKey={['business', businessID]}
          />
        </>
      )}
    </Page>
  );
}
