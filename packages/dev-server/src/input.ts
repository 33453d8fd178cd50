/**
 * Text no database column can hold: a NUL, or half of a surrogate pair without its other half.
 * Every body, query, path and form field is checked for it, so such input is a 400 that says what
 * is wrong, never a 500 from the database.
 */

/** What a field holding such a character is told. */
export const unstorableCharacterMessage =
  'Contains a character that cannot be stored (a NUL byte or an unpaired surrogate): remove it.';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether text holds a NUL or an unpaired surrogate. */
export function hasUnstorableCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0 || isLowSurrogate(code)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(index + 1))) return true;
      index += 1;
    }
  }
  return false;
}
