export { UserPicker, removeManagerPrompt, userPickerDefaultTitle } from './UserPicker';
export type { UserPickerProps } from './UserPicker';
export {
  isNearBottom,
  loadMoreThresholdInPixels,
  useUserPicker,
  userSearchDebounceInMilliseconds,
} from './useUserPicker';
export type { LoadUsers, UserPickerQuery, UserPickerControls } from './useUserPicker';
export {
  initialUserPickerState,
  noEmailText,
  toggleSelection,
  userEmailText,
  userPickerPageSize,
  userPickerReducer,
} from './userPickerState';
export type { PickerUser, UserPickerAction, UserPickerState } from './userPickerState';
