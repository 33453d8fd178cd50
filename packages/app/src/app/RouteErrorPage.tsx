import { ErrorState } from '@stampcard/ui/ErrorState';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError } from '#app/lib/data';
import { Page, StandalonePage } from '#app/lib/page';

/** What a page that failed to open says when nothing more is known (never a programmer's message). */
export const pageFailedMessage = 'Something went wrong while opening this page. Reload it to try again.';

/** Why a route failed, in words a user can act on: what failed and why, never a programmer's message. */
export function describeRouteError(error: unknown): string | string[] {
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? 'There is no page at this address.' : pageFailedMessage;
  }
  // A lazy route's chunk that no longer exists (a new version was deployed) or could not be downloaded.
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  ) {
    return 'Part of the app could not be downloaded. Check your connection and try again.';
  }
  return describeError(error, pageFailedMessage);
}

/** The error boundary of every route: what failed and a Retry that reloads the page. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Page title="Could not open this page">
      <ErrorState
        title="Could not open this page"
        reason={describeRouteError(error)}
        headingLevel={2}
        onRetry={() => {
          window.location.reload();
        }}
      />
    </Page>
  );
}

/** The error boundary outside the shell (authentication and access pages): the same, on its own page. */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <StandalonePage title="Could not open this page">
      <ErrorState
        title="Could not open this page"
        reason={describeRouteError(error)}
        onRetry={() => {
          window.location.reload();
        }}
      />
    </StandalonePage>
  );
}
