import { CharacterCountText, VisuallyHidden } from './TextField.styles';

export interface CharacterCountProps {
  /** The id the field adds to its `aria-describedby`. */
  id: string;
  /** How many characters the field holds. */
  length: number;
  /** The most it may hold. */
  maxLength: number;
}

/**
 * "12/200" under a field, read as "12 of 200 characters" when the field is focused (it describes
 * the field). Not a live region: announcing every keystroke would drown what is typed.
 */
export function CharacterCount({ id, length, maxLength }: CharacterCountProps) {
  return (
    <CharacterCountText id={id} data-part="character-count" data-at-limit={length >= maxLength ? '' : undefined}>
      <span aria-hidden="true">
        {length}/{maxLength}
      </span>
      <VisuallyHidden>
        {length} of {maxLength} characters
      </VisuallyHidden>
    </CharacterCountText>
  );
}

/** Joins the ids of a control's descriptions, skipping the missing ones. */
export function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter((id) => id !== undefined && id !== '').join(' ');
  return joined === '' ? undefined : joined;
}
