// The public API of @stampcard/ui: explicit pairs of component and props type.
// Each component is also importable on its own: `import { Button } from '@stampcard/ui/Button'`.
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';

export {
  ThemeProvider,
  GlobalStyle,
  theme,
  media,
  color,
  space,
  typography,
  radius,
  shadow,
  zIndex,
  breakpoint,
  size,
  motion,
  contrastRatio,
  relativeLuminance,
  visuallyHidden,
  VisuallyHidden,
} from './theme';
export type { Theme, ThemeProviderProps, ColorTokens, SpaceToken, BreakpointToken } from './theme';

export { Modal, ModalTrigger } from './Modal';
export type { ModalProps, ModalTriggerProps, ModalRenderProps, ModalContent } from './Modal';
export { Prompt, ConfirmByTyping } from './Prompt';
export type { PromptProps, PromptSuccess, PromptType, ConfirmByTypingProps } from './Prompt';
export { ConflictPrompt, conflictText, conflictTitle } from './ConflictPrompt';
export type { ConflictChoice, ConflictField, ConflictPromptProps } from './ConflictPrompt';

export { ToastProvider, useToast } from './Toast';
export type { ToastProviderProps, ToastApi, ToastOptions, ToastShortcutOptions, ToastLink, ToastType } from './Toast';

export { LoadingScreen, loadingPhases, getLoadingPhaseProgress } from './LoadingScreen';
export type {
  LoadingScreenProps,
  LoadingPhase,
  LoadingPhaseIndex,
  LoadingPhaseName,
  LoadingPhaseProgress,
} from './LoadingScreen';
export { Spinner, LoadingOverlay } from './Spinner';
export type { SpinnerProps, SpinnerSize, LoadingOverlayProps } from './Spinner';
export { Skeleton } from './Skeleton';
export type {
  SkeletonProps,
  SkeletonLayout,
  SkeletonTextProps,
  SkeletonCardProps,
  SkeletonRowProps,
  SkeletonAvatarProps,
  SkeletonAvatarSize,
} from './Skeleton';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateHeadingLevel } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps, ErrorStateHeadingLevel } from './ErrorState';
export { PageUnavailable, useRotatingIndex, usePrefersReducedMotion } from './PageUnavailable';
export type {
  PageUnavailableProps,
  PageUnavailableComingSoonProps,
  PageUnavailableMobileAppProps,
  PageUnavailableStatus,
  PageUnavailableHeadingLevel,
} from './PageUnavailable';

export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipPlacement } from './Tooltip';
export { Popover } from './Popover';
export type { PopoverProps, PopoverPlacement } from './Popover';
export { Menu, MenuItem } from './Menu';
export type { MenuProps, MenuItemProps, MenuKey, MenuPlacement } from './Menu';
export { Unavailable } from './Unavailable';
export type { UnavailableProps } from './Unavailable';

// Forms: the frame every field shares, the fields, validation and form state (ADR 005).
export { Field, useField, inputStyles } from './Field';
export type {
  FieldProps,
  FieldIds,
  UseFieldOptions,
  FieldBaseProps,
  TextEntryFieldProps,
  TextValueProps,
  ToggleFieldProps,
} from './Field';
export { TextField } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { ColorField, normaliseHexColour } from './ColorField';
export type { ColorFieldProps } from './ColorField';
export { FileInput, checkImageFile, imageProblemMessage, isAcceptedImage } from './FileInput';
export type { FileInputProps, ImageCheck, ImageProblem, ImageType } from './FileInput';
export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Switch, switchSavingText } from './Switch';
export type { SwitchProps } from './Switch';
export { RadioGroup, Radio } from './RadioGroup';
export type { RadioGroupProps, RadioGroupHandle, RadioProps } from './RadioGroup';
export { SegmentedControl } from './SegmentedControl';
export type {
  SegmentedControlProps,
  SegmentedControlSingleProps,
  SegmentedControlMultipleProps,
  SegmentedControlOption,
  SegmentedControlHandle,
} from './SegmentedControl';
export {
  DatePicker,
  autoFormatDateInput,
  parseDateInput,
  formatIsoDate,
  normalizeIsoDate,
  isDateDisabled,
  getDateInputMessage,
  getUnavailableDateMessage,
  EARLIEST_DATE,
} from './DatePicker';
export type {
  DatePickerProps,
  DateFormat,
  DisabledDateRange,
  DateInputProblem,
  ParsedDateInput,
  DateConstraints,
} from './DatePicker';
export {
  messages,
  patterns,
  requiredText,
  optionalText,
  ukMobile,
  ukMobileExamples,
  ukLandline,
  postcode,
  ukPostcode,
  niNumber,
  passport,
  drivingLicence,
  travelVisa,
  sortCode,
  bankAccountNumber,
  email,
  formDate,
  isoDate,
  latitude,
  longitude,
  numberInRange,
  requiredChoice,
  requiredValue,
  getValidationMessage,
  parseFormDate,
  parseIsoDate,
  formDateToIsoDate,
  isoDateToFormDate,
  minimumFormDateYear,
} from './validation';
export type {
  ValidationMessages,
  RequiredTextSchema,
  OptionalTextSchema,
  RequiredNumberSchema,
  OptionalNumberSchema,
  TextOptions,
  PatternOptions,
  PatternSchemaBuilder,
  NumberOptions,
  NumberSchemaBuilder,
  FormDateParts,
} from './validation';
export {
  useZodForm,
  FormInvalidBanner,
  formInvalidText,
  formInvalidBannerDuration,
  useInvalidSubmitBanner,
} from './Form';
export type {
  FormSchema,
  FormValuesOf,
  FormDataOf,
  UseZodFormOptions,
  UseZodFormReturn,
  FormInvalidBannerProps,
  UseInvalidSubmitBannerOptions,
  InvalidSubmitBanner,
} from './Form';
export { FormField, useFormField } from './FormField';
export type { FormFieldBinding, FormFieldProps, UseFormFieldOptions, UseFormFieldResult } from './FormField';
export {
  InlineEditText,
  InlineEditTextArea,
  InlineEditImage,
  InlineEditGroup,
  useInlineEdit,
  imageTypeErrorText,
  saveHintText,
  savingText,
  noChangesText,
  noChangesDuration,
  saveFailedText,
} from './InlineEdit';
export type {
  InlineEditTextProps,
  InlineEditTextAreaProps,
  InlineEditImageProps,
  InlineEditGroupProps,
  UseInlineEditOptions,
  InlineEditState,
  InlineEditStatus,
  InlineEditSaveResult,
  InlineEditSaveContext,
  InlineEditSaved,
} from './InlineEdit';
export { Dropdown } from './Dropdown';
export type {
  DropdownProps,
  DropdownSelectionMode,
  SingleDropdownProps,
  MultipleDropdownProps,
  OptionKey,
  OptionProperty,
} from './Dropdown';
export { SortDropdown } from './SortDropdown';
export type { SortDropdownProps, SortOption, SortOrder, SortValue } from './SortDropdown';
export { FilterDropdown } from './FilterDropdown';
export type { FilterDropdownProps, FilterDefinition, FilterType } from './FilterDropdown';

// Lists, insights, details and layout.
export {
  useListbox,
  useListboxWindow,
  ListboxRows,
  getVirtualRange,
  getVirtualRows,
  getScrollTopToReveal,
  getFullyVisibleRange,
  getIndexOnFocus,
  getListboxKeyResult,
  getPageRowCount,
} from './Listbox';
export type {
  UseListboxOptions,
  UseListboxWindowOptions,
  ListboxBehaviour,
  ListboxWindow,
  ListboxRowsProps,
  ListboxKey,
  ListboxKeyResult,
  VirtualLayout,
  VirtualRange,
  VirtualRow,
} from './Listbox';
export { Pagination, usePagination, getPaginationItems, getPageCount, itemNumber } from './Pagination';
export type {
  PaginationProps,
  PaginationCount,
  PaginationSize,
  PaginationItem,
  PaginationStep,
  UsePaginationOptions,
  UsePaginationResult,
} from './Pagination';
export { Widget, widgetEmptyText } from './Widget';
export type { WidgetProps, WidgetHeadingLevel } from './Widget';
export { KpiGroup, formatKpiValue } from './KpiGroup';
export type { KpiGroupProps, KpiTile, KpiGroupColumns } from './KpiGroup';
export { RankedList } from './RankedList';
export type { RankedListProps, RankedListItem } from './RankedList';
export { TimespanSelect, timespans, defaultTimespan, isTimespan, getTimespanLabel } from './TimespanSelect';
export type { TimespanSelectProps, Timespan } from './TimespanSelect';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { EntityCard, CreateTile, textOr } from './EntityCard';
export type {
  EntityCardProps,
  EntityCardBadge,
  EntityCardBadgeTone,
  EntityCardDetail,
  EntityCardHeadingLevel,
  EntityCardLinkProps,
  EntityCardRenderLink,
  CreateTileProps,
  CreateTileLayout,
} from './EntityCard';
export { CardGrid } from './CardGrid';
export type { CardGridProps, CardGridCreateTilePosition } from './CardGrid';
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
export { StatusBullet, statusBulletLabels } from './StatusBullet';
export type { StatusBulletProps, StatusBulletStatus } from './StatusBullet';
export {
  StampStepper,
  getValueAfterStampClick,
  getValueAfterKey,
  clampStampValue,
  normaliseRewardPositions,
  formatStampValue,
  formatRewardPositions,
} from './StampStepper';
export type { StampStepperProps } from './StampStepper';
export { SideMenu, isActivePath } from './SideMenu';
export type { SideMenuProps, SideMenuItem, NavigationLinkProps, RenderLink } from './SideMenu';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps, Breadcrumb } from './PageHeader';
export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type {
  TabsProps,
  TabListProps,
  TabProps,
  TabPanelProps,
  TabKey,
  TabsKeyboardActivation,
  TabsOrientation,
} from './Tabs';
export { PieChart, toPieSlices } from './PieChart';
export type { PieChartProps, PieChartDatum, PieSlice } from './PieChart';
export { TimelineChart, fillTwelveMonths, recentYears } from './TimelineChart';
export type { TimelineChartProps, TimelineSeries, MonthlyPoint } from './TimelineChart';
