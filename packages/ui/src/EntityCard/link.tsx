// Entity cards and create tiles take the same `renderLink` as the side menu and breadcrumbs,
// so an app writes its router link once.
import type { NavigationLinkProps, RenderLink } from '../SideMenu/navigationLink';

export { renderAnchor } from '../SideMenu/navigationLink';
/** What a `renderLink` function receives; spread it onto the link element it renders. */
export type EntityCardLinkProps = NavigationLinkProps;
/** Renders a link, e.g. a router's: `({ href, ...props }) => <Link to={href} {...props} />`. */
export type EntityCardRenderLink = RenderLink;
