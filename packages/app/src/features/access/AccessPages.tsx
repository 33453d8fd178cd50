import { Button } from '@stampcard/ui/Button';
import { PageUnavailable } from '@stampcard/ui/PageUnavailable';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '#app/config/paths';
import { useAppContext } from '#app/lib/appContext';
import { Page, StandalonePage, useSignOut } from '#app/lib/page';

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/** A signed-in user with no role at all. */
export function NotAuthorizedPage() {
  const signOut = useSignOut();
  return (
    <StandalonePage title="Not authorized">
      <Heading>Not authorized</Heading>
      <Text>
        Your account has no role in the Stampcard back-office yet. Ask an administrator of your business to give you
        access, or sign in with another account.
      </Text>
      <Button variant="primary" onPress={signOut}>
        Sign Out
      </Button>
    </StandalonePage>
  );
}

/**
 * A signed-in user whose roles include neither Administrators nor Merchant, such as a customer of
 * the mobile app: the page says they cannot access it and points them to the mobile app.
 */
export function CustomerUnauthorizedPage() {
  const { configuration } = useAppContext();
  const signOut = useSignOut();
  return (
    <StandalonePage title="Cannot access this page">
      <PageUnavailable
        status="mobile-app"
        mobileAppHref={configuration.mobileAppUrl}
        message="The Stampcard app for customers is in the App Store and on Google Play."
      />
      <Button variant="plain" onPress={signOut}>
        Sign Out
      </Button>
    </StandalonePage>
  );
}

/** A path no route matches. */
export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <Text>
        There is no page at this address. Check the address, or go to the{' '}
        <Link to={paths.home.href({})}>home page</Link>.
      </Text>
    </Page>
  );
}
