export { InlineEditText } from './InlineEditText';
export type { InlineEditTextProps } from './InlineEditField';
export { InlineEditTextArea } from './InlineEditTextArea';
export type { InlineEditTextAreaProps } from './InlineEditTextArea';
export { InlineEditImage, imageTypeErrorText } from './InlineEditImage';
export type { InlineEditImageProps } from './InlineEditImage';
export { InlineEditGroup } from './InlineEditGroup';
export type { InlineEditGroupProps } from './InlineEditGroup';
export { saveHintText, savingText } from './InlineEditField';
export { useInlineEdit, noChangesText, noChangesDuration } from './useInlineEdit';
export type {
  UseInlineEditOptions,
  InlineEditState,
  InlineEditStatus,
  InlineEditSaveResult,
  InlineEditSaveContext,
  InlineEditSaved,
} from './useInlineEdit';
export { saveFailedText } from './useInlineSave';
