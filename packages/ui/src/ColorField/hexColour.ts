/*
 * Pure helpers behind ColorField. Colours are stored as '#RRGGBB' in upper case, the form of the
 * card configuration's defaults (backgroundColour #3E4AD8, cardColour #FFFFFF).
 */

const shortHex = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const longHex = /^#?[0-9a-f]{6}$/i;

/**
 * The colour a typed text stands for, as '#RRGGBB' in upper case, or `null` when it is not a hex
 * colour. Accepts '#RGB' and '#RRGGBB' in any case, with or without the '#', surrounding spaces
 * ignored: '#3e4ad8' and '3E4AD8' give '#3E4AD8', '#fff' gives '#FFFFFF'.
 */
export function normaliseHexColour(text: string): string | null {
  const trimmed = text.trim();
  const short = shortHex.exec(trimmed);
  if (short !== null) {
    const [, red = '', green = '', blue = ''] = short;
    return `#${red}${red}${green}${green}${blue}${blue}`.toUpperCase();
  }
  if (longHex.test(trimmed)) return `#${trimmed.replace('#', '')}`.toUpperCase();
  return null;
}

/**
 * Whether a text is a complete six-digit hex colour ('#3e4ad8', '3E4AD8'): one that can be taken
 * while the user is still typing, where '#3E4' may yet become '#3E4AD8'.
 */
export function isCompleteHexColour(text: string): boolean {
  return longHex.test(text.trim());
}
