import type { StaffMember } from '@stampcard/api-client';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { useLoaderData } from 'react-router';
import { StaffDetails, userDetailsTitle } from '#app/components/UserDetails';
import { paths } from '#app/config/paths';
import { useCurrentUser } from '#app/lib/appContext';
import { describeError, useLoaded, type Loading } from '#app/lib/data';
import { Page } from '#app/lib/page';

/**
 * A staff member's details (`/staff/{staffID}`): titled with their full name ('User details' while
 * loading), breadcrumb staff (their business's staff list) > name, and their cards.
 */
export function StaffDetailsPage() {
  const { data: member, error, retry } = useLoaded(useLoaderData<Loading<StaffMember>>(), { keepPreviousData: true });
  const roles = useCurrentUser()?.roles ?? [];
  const title = userDetailsTitle(member?.user);
  const businessID = member?.business?.businessID;
  return (
    <Page
      title={title}
      breadcrumbs={[
        {
          label: 'staff',
          ...(businessID === undefined ? {} : { href: paths.businessStaff.href({ businessID }) }),
        },
        ...(member === undefined ? [] : [{ label: title }]),
      ]}
    >
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
