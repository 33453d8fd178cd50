import type { ReactNode } from 'react';

/**
 * What the kit passes to `renderLink` (side menu, breadcrumbs, entity cards, create tiles): spread it
 * on your router's link, mapping `href` to its `to`. It must render an `<a>`.
 */
export interface NavigationLinkProps {
  /** The address to go to. */
  href: string;
  /** The link's content. */
  children: ReactNode;
  /** The kit's class name, when it styles the link through one. */
  className?: string;
  /** `'page'` on the link to the page the user is on. */
  'aria-current'?: 'page';
  /** The kit's stable hook for styles and tests, e.g. `SideMenu.Link`. */
  'data-component'?: string;
  /** The part of a component the link is, for its styles (e.g. an entity card's `link`). */
  'data-part'?: string;
}

/**
 * Renders a navigation link, so the kit needs no router: pass React Router's `Link` as
 * `(({ href, ...props }) => <Link to={href} {...props} />)`.
 */
export type RenderLink = (props: NavigationLinkProps) => ReactNode;

/** The default `renderLink`: a plain `<a>`, for pages without client-side routing. */
export const renderAnchor: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);
