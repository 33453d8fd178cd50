import type { RenderLink } from '@stampcard/ui/SideMenu';
import { Link } from 'react-router';

/** The UI kit's links (side menu, breadcrumbs, cards) as React Router links: client-side navigation. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
