import { InlineEditField, type InlineEditTextProps } from './InlineEditField';

/**
 * A one-line text that edits in place, e.g. a project's name: the value is a button that opens a
 * text box; Enter or leaving the box saves, Escape cancels. "Saving" shows while the save is in
 * flight (the field is busy, a second save is ignored); a failed save keeps the typed text and
 * shows the error; a save without changes makes no call and shows "No changes to apply." for 2
 * seconds.
 */
export function InlineEditText(props: InlineEditTextProps) {
  return <InlineEditField {...props} isMultiline={false} dataComponent="InlineEditText" />;
}
