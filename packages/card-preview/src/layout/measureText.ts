import { boldWidths, ellipsisWidth, regularWidths } from './textMetrics.gen';

/** Wide characters (CJK, Hangul, full-width forms) take a full em; other unmeasured ones about 0.6 em. */
const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** The width of one character in em, from Inter's advance widths. */
function characterWidth(character: string, bold: boolean): number {
  const code = character.codePointAt(0) ?? 32;
  const index = code >= 32 && code <= 126 ? code - 32 : code >= 160 && code <= 383 ? code - 65 : -1;
  if (index >= 0) return ((bold ? boldWidths : regularWidths).charCodeAt(index) - 35) / 100;
  if (code === 0x2026) return ellipsisWidth;
  if (code > 0xffff) return 1.2;
  return wide.test(character) ? 1 : 0.6;
}

/** The width of `text` at `fontSize`, in the same unit as the font size. */
export function measureText(text: string, fontSize: number, bold = false): number {
  let width = 0;
  for (const character of text) width += characterWidth(character, bold);
  return width * fontSize;
}

export interface WrapOptions {
  fontSize: number;
  bold: boolean;
  /** The widest a line may be. */
  maxWidth: number;
  /** The most lines; the last shown line of a longer text ends with an ellipsis. */
  maxLines: number;
  /** Whether line breaks in the text start new lines (otherwise they are spaces). */
  keepBreaks?: boolean;
}

/** The longest start of `text` that fits `maxWidth` with an ellipsis after it. */
function withEllipsis(text: string, { fontSize, bold, maxWidth }: WrapOptions): string {
  const room = maxWidth - ellipsisWidth * fontSize;
  let end = 0;
  let width = 0;
  // Code points, as measured (a character outside the measured fonts has an estimated width).
  const characters = Array.from(text);
  while (end < characters.length) {
    const next = characterWidth(characters[end] ?? ' ', bold) * fontSize;
    if (width + next > room) break;
    width += next;
    end += 1;
  }
  return `${characters.slice(0, end).join('').trimEnd()}\u2026`;
}

/** Breaks a word wider than a line into pieces that fit (a long name, a URL). */
function breakWord(word: string, { fontSize, bold, maxWidth }: WrapOptions): string[] {
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const character of word) {
    const next = characterWidth(character, bold) * fontSize;
    if (piece !== '' && width + next > maxWidth) {
      pieces.push(piece);
      piece = '';
      width = 0;
    }
    piece += character;
    width += next;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Breaks text into lines no wider than `maxWidth` at spaces (and inside words too long for a
 * line), as a browser wraps a paragraph, keeping at most `maxLines` lines.
 */
export function wrapText(text: string, options: WrapOptions): string[] {
  const { fontSize, bold, maxWidth, maxLines, keepBreaks = false } = options;
  if (maxLines <= 0 || maxWidth <= 0) return [];
  const paragraphs = (keepBreaks ? text.split(/\r?\n/) : [text.replace(/\s+/g, ' ')]).map((paragraph) =>
    paragraph.replace(/[ \t]+/g, ' ').trim(),
  );
  const lines: string[] = [];
  const space = characterWidth(' ', bold) * fontSize;
  let truncated = false;
  for (const paragraph of paragraphs) {
    if (lines.length >= maxLines) {
      truncated = true;
      break;
    }
    if (paragraph === '') {
      lines.push('');
      continue;
    }
    let line = '';
    let width = 0;
    for (const word of paragraph.split(' ')) {
      const wordWidth = measureText(word, fontSize, bold);
      if (line !== '' && width + space + wordWidth <= maxWidth) {
        line += ` ${word}`;
        width += space + wordWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = wordWidth > maxWidth ? breakWord(word, options) : [word];
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
      width = measureText(line, fontSize, bold);
    }
    lines.push(line);
  }
  if (lines.length > maxLines) {
    truncated = true;
    lines.length = maxLines;
  }
  if (truncated && lines.length > 0) {
    const last = lines.length - 1;
    lines[last] = withEllipsis(`${lines[last] ?? ''} `, options);
  }
  return lines;
}
