/**
 * The one layout of a card: what to draw, where, decided once for every renderer (React, the
 * custom element, the SVG string). Pure: no React, no DOM. Everything is in card coordinates,
 * the card's design size (500 wide by default, always 1.62 times as high as wide); a renderer
 * scales the whole drawing by `scale` to the width it is shown at.
 */
import { describeCard } from '../describeCard';
import { previewScale } from '../dimensions';
import { iconKey } from '../icons/iconShape';
import { normalizeCard, type Alignment, type LoyaltyCard, type NormalizedCard, type TextStyle } from '../model';
import { wrapText } from './measureText';
import { placeholderLogo } from './placeholderLogo';

/** Data attributes a renderer puts on a node's element, for tests and styling hooks. */
export type NodeData = Readonly<Record<string, string | number | boolean>>;

/** A rectangle, optionally rounded. */
export interface BoxNode {
  kind: 'box';
  part?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  fill: string;
}

export interface TextLine {
  text: string;
  /** Where the line is anchored: its left edge, centre or right edge, by the node's alignment. */
  x: number;
  /** The line's baseline. */
  y: number;
}

/** A block of text already broken into lines. */
export interface TextNode {
  kind: 'text';
  part: string;
  /** The block's box (its lines are inside it). */
  x: number;
  y: number;
  width: number;
  height: number;
  lines: TextLine[];
  fontSize: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  align: Alignment;
  colour: string;
}

/** A picture fitted into its box, keeping its proportions, aligned left, centre or right. */
export interface ImageNode {
  kind: 'image';
  part: string;
  x: number;
  y: number;
  width: number;
  height: number;
  href: string;
  align: Alignment;
  /** Whether this is the placeholder drawn for a card without a logo. */
  placeholder: boolean;
}

/** An icon (`key`: `solid/star`), drawn 1 em high in its box, centred. */
export interface IconNode {
  kind: 'icon';
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The icon's height (its font size, as Font Awesome draws icons 1 em high). */
  size: number;
  colour: string;
}

/** Nodes drawn together: a stamp cell, a reward, a section. */
export interface GroupNode {
  kind: 'group';
  part: string;
  data?: NodeData;
  /** Drawn translucent (an unreached reward), 1 by default. */
  opacity?: number;
  children: LayoutNode[];
}

export type LayoutNode = BoxNode | TextNode | ImageNode | IconNode | GroupNode;

export interface CardLayoutOptions {
  /** Which side to lay out. @default 'front' */
  side?: 'front' | 'back';
  /** Stamps the customer has collected; leave it out for the design (every stamp shown). */
  stamps?: number;
  /** The width it is shown at, in pixels. @default the card's design width */
  width?: number;
}

export interface CardLayout {
  side: 'front' | 'back';
  /** The card's design size: the coordinates of every node. */
  width: number;
  height: number;
  /** The size it is shown at, and the factor from design to shown pixels. */
  displayWidth: number;
  displayHeight: number;
  scale: number;
  /** What assistive technology is told, e.g. "Coffee card. 3 of 9 stamps collected." */
  label: string;
  nodes: LayoutNode[];
  /** The icons drawn (`solid/star`), each once: what a renderer loads. */
  icons: string[];
  /** The card as normalised. */
  card: NormalizedCard;
}

/** Space between the card's edge and its inner card, in design pixels. */
export const FRAME = 20;
/** The front's side padding inside the inner card. */
const SIDE_PADDING = 32;
/** Room kept under the stamp grid. */
const STAMPS_BOTTOM = 16;
/** Where a line's baseline sits inside its line box, as a share of the font size (Inter: ascender 0.97, descender 0.24). */
const baselineOffset = (fontSize: number, lineHeight: number) =>
  (lineHeight * fontSize - 1.21 * fontSize) / 2 + 0.97 * fontSize;

interface TextBlock {
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

function textNode(block: TextBlock): TextNode {
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

/** An icon `size` high, centred on (cx, cy); its box is 1.25 em wide, the widest Font Awesome icon. */
function iconNode(code: string, cx: number, cy: number, size: number, colour: string): IconNode {
  const width = size * 1.25;
  return { kind: 'icon', key: iconKey(code), x: cx - width / 2, y: cy - size / 2, width, height: size, size, colour };
}

function backNodes(card: NormalizedCard, inner: { x: number; y: number; width: number; height: number }): LayoutNode[] {
  const padding = { x: 56, y: 40 };
  const width = inner.width - padding.x * 2;
  const title = textNode({
    part: 'reverse-title',
    text: card.reverse.title,
    x: inner.x + padding.x,
    width,
    top: inner.y + padding.y,
    height: 44 * 1.2 * 2,
    fontSize: 44,
    lineHeight: 1.2,
    maxLines: 2,
    style: ['bold'],
    align: 'left',
    colour: card.reverse.textColour,
    fromTop: true,
  });
  const textTop = title.y + title.height + (title.lines.length > 0 ? 20 : 0);
  const text = textNode({
    part: 'reverse-text',
    text: card.reverse.text,
    x: inner.x + padding.x,
    width,
    top: textTop,
    height: inner.y + inner.height - padding.y - textTop,
    fontSize: 26,
    lineHeight: 1.35,
    maxLines: 14,
    style: [],
    align: 'left',
    colour: card.reverse.textColour,
    keepBreaks: true,
    fromTop: true,
  });
  return [title, text];
}

function stampNodes(
  card: NormalizedCard,
  stamps: number | undefined,
  area: { x: number; y: number; width: number; height: number },
): GroupNode {
  const { total, perRow, cellWidth, cellHeight } = card.stamps;
  const rows = Math.ceil(total / perRow);
  // Cells keep their design size and a gap of a fifth of it; the grid shrinks to fit its area.
  const gapX = cellWidth * 0.2;
  const gapY = cellHeight * 0.2;
  const gridWidth = perRow * cellWidth + (perRow - 1) * gapX;
  const gridHeight = rows * cellHeight + (rows - 1) * gapY;
  const fit = Math.max(0, Math.min(1, area.width / gridWidth, area.height / gridHeight));
  const width = cellWidth * fit;
  const height = cellHeight * fit;
  const left = area.x + (area.width - gridWidth * fit) / 2;
  const top = area.y + (area.height - gridHeight * fit) / 2;
  const cellRadius = Math.min(card.stamps.cellRadius, cellWidth / 2, cellHeight / 2) * fit;
  const rewards = new Map(card.rewards.map((reward) => [reward.trigger, reward]));

  const cells = Array.from({ length: total }, (_, index): GroupNode => {
    const position = index + 1;
    const x = left + (index % perRow) * (width + gapX * fit);
    const y = top + Math.floor(index / perRow) * (height + gapY * fit);
    const collected = stamps === undefined ? undefined : position <= stamps;
    const reward = rewards.get(position);
    const children: LayoutNode[] = [
      { kind: 'box', x, y, width, height, radius: cellRadius, fill: card.stamps.cellColour },
    ];
    if (reward) {
      const [padTop, padRight, padBottom, padLeft] = reward.padding;
      const inner = {
        x: x + padLeft,
        y: y + padTop,
        width: Math.max(0, width - padLeft - padRight),
        height: Math.max(0, height - padTop - padBottom),
      };
      // The reward fills its cell, rounded at least as the cell is (the cell clips it).
      const radius = Math.max(Math.min(reward.borderRadius, width / 2, height / 2), cellRadius);
      const content: LayoutNode[] = [{ kind: 'box', x, y, width, height, radius, fill: reward.backgroundColour }];
      if (reward.isIcon) {
        const size = Math.min(Math.min(width, height) * 0.55, reward.fontSize * 2.4);
        content.push(
          iconNode(reward.icon, inner.x + inner.width / 2, inner.y + inner.height / 2, size, reward.fontColour),
        );
      } else {
        content.push(
          textNode({
            part: 'reward-text',
            shrinkToFit: true,
            text: reward.text || reward.title,
            x: inner.x,
            width: inner.width,
            top: inner.y,
            height: inner.height,
            fontSize: reward.fontSize,
            lineHeight: 1.1,
            maxLines: 3,
            style: reward.textStyle,
            align: 'center',
            colour: reward.fontColour,
          }),
        );
      }
      children.push({
        kind: 'group',
        part: 'reward',
        data: { trigger: reward.trigger, ...(collected === undefined ? {} : { reached: collected }) },
        ...(collected === false ? { opacity: 0.55 } : {}),
        children: content,
      });
    } else if (collected !== false) {
      children.push(
        iconNode(card.stamps.icon, x + width / 2, y + height / 2, card.stamps.iconSize * fit, card.stamps.iconColour),
      );
    }
    return {
      kind: 'group',
      part: 'stamp',
      data: {
        position,
        ...(collected === undefined ? {} : { collected }),
        ...(reward ? { reward: reward.trigger } : {}),
      },
      children,
    };
  });
  return { kind: 'group', part: 'stamps', children: cells };
}

function frontNodes(
  card: NormalizedCard,
  stamps: number | undefined,
  inner: { x: number; y: number; width: number; height: number },
): LayoutNode[] {
  const ratios = card.sectionRatios;
  const headerRatio = card.header === 'logo' ? ratios.logo : ratios.title;
  const descriptionRatio = card.description.display ? ratios.description : 0;
  const unit = inner.height / (headerRatio + descriptionRatio + ratios.stamps || 1);
  const headerHeight = headerRatio * unit;
  const descriptionHeight = descriptionRatio * unit;
  const stampsHeight = ratios.stamps * unit;
  const contentX = inner.x + SIDE_PADDING;
  const contentWidth = Math.max(0, inner.width - SIDE_PADDING * 2);
  const nodes: LayoutNode[] = [];

  if (card.header === 'logo') {
    const width = Math.min(card.logo.width, contentWidth);
    const height = headerHeight * 0.8;
    const x =
      card.logo.alignment === 'left'
        ? contentX
        : card.logo.alignment === 'right'
          ? contentX + contentWidth - width
          : contentX + (contentWidth - width) / 2;
    nodes.push({
      kind: 'image',
      part: 'logo',
      x,
      y: inner.y + (headerHeight - height) / 2,
      width,
      height,
      href: card.logo.source ?? placeholderLogo,
      align: card.logo.alignment,
      placeholder: card.logo.source === null,
    });
  } else {
    nodes.push(
      textNode({
        part: 'title',
        shrinkToFit: true,
        text: card.title.text,
        x: contentX,
        width: contentWidth,
        top: inner.y,
        height: headerHeight,
        fontSize: Math.min(card.title.fontSize, headerHeight * 0.8),
        lineHeight: 1.1,
        maxLines: 2,
        style: card.title.style,
        align: card.title.alignment,
        colour: card.title.colour,
      }),
    );
  }
  if (card.description.display) {
    nodes.push(
      textNode({
        part: 'description',
        shrinkToFit: true,
        text: card.description.text,
        x: contentX,
        width: contentWidth,
        top: inner.y + headerHeight,
        height: descriptionHeight,
        fontSize: Math.min(card.description.fontSize, descriptionHeight * 0.8),
        lineHeight: 1.15,
        maxLines: 3,
        style: card.description.style,
        align: card.description.alignment,
        colour: card.description.colour,
      }),
    );
  }
  nodes.push(
    stampNodes(card, stamps, {
      x: contentX,
      y: inner.y + headerHeight + descriptionHeight,
      width: contentWidth,
      height: Math.max(0, stampsHeight - STAMPS_BOTTOM),
    }),
  );
  return nodes;
}

function collectIcons(nodes: readonly LayoutNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'icon') into.add(node.key);
    else if (node.kind === 'group') collectIcons(node.children, into);
  }
  return into;
}

/**
 * Lays out one side of a card: the frame in the card's background colour, the inner card with
 * its rounded corners, then on the front the logo or the title, the description and the stamp
 * grid (rewards at their stamp positions, unreached ones translucent), on the back its title and
 * text. Missing or nonsensical fields are normalised, never thrown on.
 */
export function layoutCard(
  input: LoyaltyCard | NormalizedCard | null | undefined,
  options: CardLayoutOptions = {},
): CardLayout {
  const card =
    input !== null && input !== undefined && 'sectionRatios' in input && 'header' in input
      ? input
      : normalizeCard(input);
  const side = options.side ?? 'front';
  const displayWidth = options.width ?? card.width;
  const scale = previewScale(displayWidth, card.width);
  const inner = { x: FRAME, y: FRAME, width: card.width - FRAME * 2, height: card.height - FRAME * 2 };
  const radius = Math.min(card.borderRadius, inner.height / 2, inner.width / 2);
  const nodes: LayoutNode[] = [
    {
      kind: 'box',
      part: 'frame',
      x: 0,
      y: 0,
      width: card.width,
      height: card.height,
      radius: 0,
      fill: card.backgroundColour,
    },
    {
      kind: 'box',
      part: 'card',
      ...inner,
      radius,
      fill: side === 'back' ? card.reverse.backgroundColour : card.cardColour,
    },
    ...(side === 'back' ? backNodes(card, inner) : frontNodes(card, options.stamps, inner)),
  ];
  return {
    side,
    width: card.width,
    height: card.height,
    displayWidth: scale > 0 ? displayWidth : 0,
    displayHeight: scale > 0 ? card.height * scale : 0,
    scale,
    label: describeCard(card, options.stamps, side),
    nodes,
    icons: [...collectIcons(nodes, new Set())],
    card,
  };
}
