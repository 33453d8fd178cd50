export { SettingsRow, SettingsList } from './SettingsRow';
export type {
  SettingsRowProps,
  SettingsRowBooleanProps,
  SettingsRowDeleteProps,
  SettingsRowButtonsProps,
  SettingsRowType,
  SettingsListProps,
  SettingsListHeadingLevel,
} from './SettingsRow';
