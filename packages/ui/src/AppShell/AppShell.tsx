import { useRef, type MouseEvent, type ReactNode } from 'react';
import { AppShellMain, AppShellMenu, AppShellRoot, SkipLink } from './AppShell.styles';

export interface AppShellProps {
  /** The side menu, usually a `SideMenu`. */
  menu: ReactNode;
  /** The page header, usually a `PageHeader`; rendered at the top of `<main>`, so the skip link lands on it. */
  header?: ReactNode;
  /** The page content. */
  children: ReactNode;
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

/**
 * The application layout (spec A 2.3): the side menu on the left, the page header and content in
 * `<main>` on the right. A "Skip to main content" link comes first in the tab order, shows when
 * focused and moves focus to `<main>`. The menu stays in view while the page scrolls.
 */
export function AppShell({
  menu,
  header,
  children,
  skipLinkLabel = 'Skip to main content',
  mainId = 'main-content',
  className,
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);

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
    <AppShellRoot data-component="AppShell" className={className}>
      <SkipLink href={`#${mainId}`} onClick={skipToMain} data-component="AppShell.SkipLink">
        {skipLinkLabel}
      </SkipLink>
      <AppShellMenu data-component="AppShell.Menu">{menu}</AppShellMenu>
      <AppShellMain ref={mainRef} id={mainId} tabIndex={-1} data-component="AppShell.Main">
        {header}
        {children}
      </AppShellMain>
    </AppShellRoot>
  );
}
