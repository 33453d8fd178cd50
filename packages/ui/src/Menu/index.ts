export { Menu, MenuItem } from './Menu';
export type { MenuItemProps, MenuKey, MenuPlacement, MenuProps } from './Menu';
