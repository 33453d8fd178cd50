export { SideMenu } from './SideMenu';
export type { SideMenuProps, SideMenuItem } from './SideMenu';
export { isActivePath } from './isActivePath';
export type { NavigationLinkProps, RenderLink } from './navigationLink';
