import type { StaffMember } from '@stampcard/api-client';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { useLoaderData, useParams } from 'react-router';
import { StaffDetails, userDetailsTitle } from '#app/components/UserDetails';
import { paths } from '#app/config/paths';
import { useCurrentUser } from '#app/lib/appContext';
import { describeError, useLoaded, type Loading } from '#app/lib/data';
import { Page } from '#app/lib/page';
import { useBusinessBreadcrumbs } from '#app/lib/business';

/**
 * A staff member within their business (`/businesses/{id}/staff/{staffID}/details`): the staff
 * details page under the business's breadcrumbs (businesses > business > staff > name).
 */
export function BusinessStaffMemberPage() {
  const { businessID = '' } = useParams();
  const { data: member, error, retry } = useLoaded(useLoaderData<Loading<StaffMember>>(), { keepPreviousData: true });
  const roles = useCurrentUser()?.roles ?? [];
  const title = userDetailsTitle(member?.user);
  const breadcrumbs = useBusinessBreadcrumbs(
    { label: 'staff', href: paths.businessStaff.href({ businessID }) },
    ...(member === undefined ? [] : [{ label: title }]),
  );
  return (
    <Page title={title} breadcrumbs={breadcrumbs}>
      {error !== undefined ? (
        <ErrorState
          title="Could not load the staff member"
          reason={describeError(error)}
          onRetry={retry}
          headingLevel={2}
        />
      ) : (
        <StaffDetails member={member} roles={roles} />
      )}
    </Page>
  );
}
