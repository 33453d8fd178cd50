export { Switch, switchSavingText } from './Switch';
export type { SwitchProps } from './Switch';
