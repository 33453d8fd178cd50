import type { ReactNode } from 'react';
import { UnavailableBadge } from '../Unavailable/Unavailable.styles';
import { findActiveId } from './isActivePath';
import { renderAnchor, type RenderLink } from './navigationLink';
import {
  SideMenuBadge,
  SideMenuEntry,
  SideMenuFooter,
  SideMenuHeader,
  SideMenuIcon,
  SideMenuLabel,
  SideMenuList,
  SideMenuNav,
  SideMenuRoot,
} from './SideMenu.styles';

/** One entry of the side menu. */
export interface SideMenuItem {
  /** A unique id, also the entry's React key. */
  id: string;
  /** The visible label, e.g. "Insights". */
  label: string;
  /** Where the entry leads, e.g. "/insights"; also decides when it is the current page. */
  href: string;
  /** A decorative icon before the label; hidden from assistive technology. */
  icon?: ReactNode;
  /**
   * Whether the feature is under development: the entry is shown, not a link, and marked Unavailable.
   * @default false
   */
  isUnavailable?: boolean;
  /** Extra content after the label, such as a count; part of the entry's accessible name. */
  badge?: ReactNode;
}

export interface SideMenuProps {
  /** The entries, in order; filter them by role before passing them. */
  items: readonly SideMenuItem[];
  /** The path of the page on screen (e.g. `location.pathname`); the matching entry gets `aria-current="page"`. */
  currentPath: string;
  /**
   * Renders each link, so the app can use its router's link.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /**
   * The accessible name of the navigation landmark.
   * @default 'Main'
   */
  'aria-label'?: string;
  /** Content above the entries, such as the logo or the product name. */
  header?: ReactNode;
  /** Content below the entries, such as the profile button. */
  footer?: ReactNode;
  /** A class name for the root element. */
  className?: string;
}

/**
 * The application's side menu: a navigation landmark with a list of links, the current page marked
 * with `aria-current="page"` (exact path or a page under it). 190 px wide, 130 px at viewport
 * widths up to 1280 px, where icons sit above their labels.
 */
export function SideMenu({
  items,
  currentPath,
  renderLink = renderAnchor,
  'aria-label': ariaLabel = 'Main',
  header,
  footer,
  className,
}: SideMenuProps) {
  const activeId = findActiveId(
    items.filter((item) => item.isUnavailable !== true),
    currentPath,
  );

  return (
    <SideMenuRoot data-component="SideMenu" className={className}>
      {header !== undefined ? <SideMenuHeader data-component="SideMenu.Header">{header}</SideMenuHeader> : null}
      <SideMenuNav aria-label={ariaLabel}>
        <SideMenuList>
          {items.map((item) => {
            const isActive = item.id === activeId;
            const isUnavailable = item.isUnavailable === true;
            const content = (
              <>
                {item.icon !== undefined ? <SideMenuIcon aria-hidden="true">{item.icon}</SideMenuIcon> : null}
                <SideMenuLabel>{item.label}</SideMenuLabel>
                {item.badge !== undefined ? <SideMenuBadge>{item.badge}</SideMenuBadge> : null}
                {isUnavailable ? <UnavailableBadge>Unavailable</UnavailableBadge> : null}
              </>
            );
            return (
              <SideMenuEntry
                key={item.id}
                data-component="SideMenu.Item"
                data-active={isActive || undefined}
                data-unavailable={isUnavailable || undefined}
              >
                {isUnavailable ? (
                  // A link without an address cannot be followed; role and aria-disabled say so.
                  <span role="link" aria-disabled="true" data-component="SideMenu.Link">
                    {content}
                  </span>
                ) : (
                  renderLink({
                    href: item.href,
                    children: content,
                    'aria-current': isActive ? 'page' : undefined,
                    'data-component': 'SideMenu.Link',
                  })
                )}
              </SideMenuEntry>
            );
          })}
        </SideMenuList>
      </SideMenuNav>
      {footer !== undefined ? <SideMenuFooter data-component="SideMenu.Footer">{footer}</SideMenuFooter> : null}
    </SideMenuRoot>
  );
}
