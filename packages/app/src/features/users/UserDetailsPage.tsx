import type { User } from '@stampcard/api-client';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { useLoaderData, useParams } from 'react-router';
import { UserDetailsCards, userDetailsAccess, userDetailsTitle, userInvalidation } from '#app/components/UserDetails';
import { paths } from '#app/config/paths';
import { useCurrentUser } from '#app/lib/appContext';
import { describeError, useLoaded, type Loading } from '#app/lib/data';
import { Page } from '#app/lib/page';

/**
 * A user's details (Administrators): titled with their full name ('User details' while loading),
 * the breadcrumb trail then the name; the Account details form, the demo Stamps card and the
 * Settings. A failed load says why and offers Retry.
 */
function UserDetails({ trail }: { readonly trail: Breadcrumb }) {
  const { userID = '' } = useParams();
  const { data: user, error, retry } = useLoaded(useLoaderData<Loading<User>>());
  const access = userDetailsAccess(useCurrentUser()?.roles ?? []);
  const title = userDetailsTitle(user);
  return (
    <Page title={title} breadcrumbs={[trail, ...(user === undefined ? [] : [{ label: title }])]}>
      {error !== undefined ? (
        <ErrorState title="Could not load the user" reason={describeError(error)} onRetry={retry} headingLevel={2} />
      ) : (
        <UserDetailsCards
          user={user}
          canEdit={access.canEdit}
          canReset={access.canReset}
          invalidates={userInvalidation(userID)}
        />
      )}
    </Page>
  );
}

/** `/users/{userID}`: breadcrumb users > full name. */
export function UserDetailsPage() {
  return <UserDetails trail={{ label: 'users' }} />;
}

/**
 * `/customers/{userID}`, reached from All Customers: the same page, its breadcrumb Customers (back
 * to the list) > full name.
 */
export function CustomerDetailsPage() {
  return <UserDetails trail={{ label: 'Customers', href: paths.customers.href({}) }} />;
}
