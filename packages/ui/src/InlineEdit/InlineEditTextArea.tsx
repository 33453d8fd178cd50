import { InlineEditField, type InlineEditTextProps } from './InlineEditField';

export type InlineEditTextAreaProps = InlineEditTextProps;

/**
 * A multi-line text that edits in place, e.g. a description. As `InlineEditText`, except that Enter
 * starts a new line: leaving the box, or Ctrl+Enter (Cmd+Enter on a Mac), saves.
 */
export function InlineEditTextArea(props: InlineEditTextAreaProps) {
  return <InlineEditField {...props} isMultiline dataComponent="InlineEditTextArea" />;
}
