/**
 * Text blocks of a card's layout: a text broken into the lines that fit its box, centred in it
 * or from its top, drawn smaller (down to 60 %) before it is cut short when asked to.
 */
import type { Alignment, TextStyle } from '../model';
import type { TextNode } from './layoutNodes';
import { wrapText } from './measureText';

/** Where a line's baseline sits inside its line box, as a share of the font size (Inter: ascender 0.97, descender 0.24). */
const baselineOffset = (fontSize: number, lineHeight: number) =>
  (lineHeight * fontSize - 1.21 * fontSize) / 2 + 0.97 * fontSize;

export interface TextBlock {
  part: string;
  text: string;
  x: number;
  width: number;
  /** The block is centred vertically in [top, top + height]. */
  top: number;
  height: number;
  fontSize: number;
  lineHeight: number;
  maxLines: number;
  /** Bold, italic, underline; `bold` alone for a block that is always bold. */
  style: readonly TextStyle[];
  align: Alignment;
  colour: string;
  keepBreaks?: boolean;
  /** Whether the block starts at `top` rather than being centred. */
  fromTop?: boolean;
  /** Whether a text too long for its lines is drawn smaller before being cut short. */
  shrinkToFit?: boolean;
}

/** The smallest a text is shrunk to fit its lines, as a share of its font size. */
const SMALLEST_FIT = 0.6;

/** A text block laid out: its lines, each anchored by the block's alignment, and its box. */
export function textNode(block: TextBlock): TextNode {
  const bold = block.style.includes('bold');
  const wrap = (fontSize: number, maxLines: number) =>
    wrapText(block.text, {
      fontSize,
      bold,
      maxWidth: block.width,
      maxLines,
      ...(block.keepBreaks ? { keepBreaks: true } : {}),
    });
  // Never more lines than fit the block's height (at least one).
  const fitting = (fontSize: number) =>
    Math.min(block.maxLines, Math.max(1, Math.floor(block.height / (fontSize * block.lineHeight) + 1e-6)));
  // A text that needs more lines than fit is drawn smaller, down to 60 %, before it is cut short.
  let fontSize = block.fontSize;
  if (block.shrinkToFit) {
    while (
      fontSize > block.fontSize * SMALLEST_FIT &&
      wrap(fontSize, fitting(fontSize) + 1).length > fitting(fontSize)
    ) {
      fontSize = Math.max(block.fontSize * SMALLEST_FIT, fontSize * 0.9);
    }
  }
  const lines = wrap(fontSize, fitting(fontSize));
  const lineBox = fontSize * block.lineHeight;
  const textHeight = lines.length * lineBox;
  const top = block.fromTop ? block.top : block.top + (block.height - textHeight) / 2;
  const anchor =
    block.align === 'left' ? block.x : block.align === 'right' ? block.x + block.width : block.x + block.width / 2;
  return {
    kind: 'text',
    part: block.part,
    x: block.x,
    y: top,
    width: block.width,
    height: textHeight,
    lines: lines.map((text, index) => ({
      text,
      x: anchor,
      y: top + index * lineBox + baselineOffset(fontSize, block.lineHeight),
    })),
    fontSize: fontSize,
    bold,
    italic: block.style.includes('italic'),
    underline: block.style.includes('underline'),
    align: block.align,
    colour: block.colour,
  };
}
