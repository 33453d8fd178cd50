export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps, TabKey, TabsKeyboardActivation } from './Tabs';
export type { TabsOrientation } from './tabFocus';
