import { AppShell } from '@stampcard/ui/AppShell';
import { SideMenu } from '@stampcard/ui/SideMenu';
import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useCurrentUser } from '#app/lib/appContext';
import { productName, renderRouterLink, usePageTitle } from '#app/lib/page';
import { hasBackOfficeRole } from '#app/lib/permissions';
import { menuItemsFor } from './menuItems';
import { ProfileMenu } from './ProfileMenu';
import { UpdateStatus } from './UpdateBanner';

const Bare = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

/** The id of the page's `<main>` (AppShell's default), which receives focus after navigation. */
const mainId = 'main-content';

/**
 * After a client-side navigation to another page, focus moves to `<main>` (as a full page load
 * would reset it), so keyboard and screen reader users start at the new page, not in the menu.
 */
function useFocusMainOnNavigation(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus();
  }, [pathname]);
}

/**
 * The shell of every back-office page: the side menu with the entries the user's roles
 * allow and the profile popup, and the page in `<main>` after a skip link. Once the first screen
 * shows, at idle, it registers the service worker, and offers each new version in a banner the
 * user reloads from when they choose (`UpdateStatus`). The menu shows only
 * when the user is signed in with a back-office role; otherwise the page shows alone. On narrow
 * screens the menu opens from a header bar that names the product and the page.
 */
export function Shell() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const roles = user?.roles;
  const items = useMemo(() => (roles ? menuItemsFor(roles) : []), [roles]);
  const pageTitle = usePageTitle();
  useFocusMainOnNavigation(pathname);

  if (!user || !hasBackOfficeRole(user.roles)) {
    return (
      <>
        <Bare id={mainId} tabIndex={-1}>
          <Outlet />
        </Bare>
        <UpdateStatus />
      </>
    );
  }
  return (
    <>
      <AppShell
        mainId={mainId}
        brand={productName}
        title={pageTitle}
        menu={
          <SideMenu
            items={items}
            currentPath={pathname}
            renderLink={renderRouterLink}
            header={productName}
            footer={<ProfileMenu user={user} />}
          />
        }
      >
        <Outlet />
      </AppShell>
      <UpdateStatus />
    </>
  );
}
