import { lazy, Suspense, useRef, type MouseEvent, type ReactNode } from 'react';
import { mediaCondition, useMediaQuery } from '../internal/useMediaQuery';
import { media } from '../theme/media';
import { AppShellMain, AppShellMenu, AppShellRoot, SkipLink, TopBarPlaceholder } from './AppShell.styles';

export interface AppShellProps {
  /** The side menu, usually a `SideMenu`; in the drawer on narrow screens. */
  menu: ReactNode;
  /** The page header, usually a `PageHeader`; rendered at the top of `<main>`, so the skip link lands on it. */
  header?: ReactNode;
  /** The page content. */
  children: ReactNode;
  /** The product name or logo, in the header bar of narrow screens. */
  brand?: ReactNode;
  /** The current page's title, in the header bar of narrow screens. */
  title?: ReactNode;
  /**
   * The label of the button that opens the menu on narrow screens, and the drawer's title.
   * @default 'Menu'
   */
  menuLabel?: string;
  /**
   * The text of the skip link, the first focusable element of the page.
   * @default 'Skip to main content'
   */
  skipLinkLabel?: string;
  /**
   * The id of the `<main>` element, the skip link's target.
   * @default 'main-content'
   */
  mainId?: string;
  /** A class name for the root element. */
  className?: string;
}

/** Viewports at most this wide get the header bar and the drawer instead of the side menu. */
const drawerQuery = mediaCondition(media.upTo('drawer'));

/**
 * The header bar and the drawer are code for narrow screens only: a wide screen never loads them,
 * a narrow one starts loading them as soon as this module runs, beside the app's other chunks.
 */
const loadMenuDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadMenuDrawer);
if (
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(drawerQuery).matches
) {
  void loadMenuDrawer();
}

/**
 * The application layout: the side menu on the left, the page header and content in `<main>` on the
 * right. A "Skip to main content" link comes first in the tab order, shows when focused and moves
 * focus to `<main>`. The menu stays in view while the page scrolls.
 *
 * On narrow screens (768 px and below: phones, tablets held upright) the menu would take a third of
 * the width, so it leaves the page: a header bar shows the brand, the page title and a Menu button,
 * which opens the menu in a drawer. The drawer is a modal dialog (the browser's own `<dialog>`: the
 * page behind is inert, Escape closes it); a click on the backdrop, its Close button or a link in it
 * closes it too, and focus returns to the Menu button.
 */
export function AppShell({
  menu,
  header,
  children,
  brand,
  title,
  menuLabel = 'Menu',
  skipLinkLabel = 'Skip to main content',
  mainId = 'main-content',
  className,
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const isNarrow = useMediaQuery(drawerQuery);

  // Focus is moved by hand: a hash change alone would leave focus behind in some browsers, and
  // a client-side router may treat the changed hash as navigation.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRef.current;
    if (!main) return;
    event.preventDefault();
    // focus() also scrolls main into view.
    main.focus();
  };

  return (
    <AppShellRoot data-component="AppShell" data-layout={isNarrow ? 'drawer' : 'side'} className={className}>
      <SkipLink href={`#${mainId}`} onClick={skipToMain} data-component="AppShell.SkipLink">
        {skipLinkLabel}
      </SkipLink>
      {isNarrow ? (
        // The bar's height is kept while its code loads: the page below does not move.
        <Suspense fallback={<TopBarPlaceholder aria-hidden="true" />}>
          <MenuDrawer menu={menu} brand={brand} title={title} label={menuLabel} />
        </Suspense>
      ) : (
        <AppShellMenu data-component="AppShell.Menu">{menu}</AppShellMenu>
      )}
      <AppShellMain ref={mainRef} id={mainId} tabIndex={-1} data-component="AppShell.Main">
        {header}
        {children}
      </AppShellMain>
    </AppShellRoot>
  );
}
