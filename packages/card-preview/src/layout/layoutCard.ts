/**
 * The one layout of a card: what to draw, where, decided once for every renderer (React, the
 * custom element, the SVG string). Pure: no React, no DOM. Everything is in card coordinates,
 * the card's design size (500 wide by default, always 1.62 times as high as wide); a renderer
 * scales the whole drawing by `scale` to the width it is shown at.
 */
import { describeCard } from '../describeCard';
import { previewScale } from '../dimensions';
import { normalizeCard, type LoyaltyCard, type NormalizedCard } from '../model';
import type { CardLayout, CardLayoutOptions, LayoutNode } from './layoutNodes';
import { backNodes, frontNodes } from './sideNodes';

export type {
  BoxNode,
  CardLayout,
  CardLayoutOptions,
  GroupNode,
  IconNode,
  ImageNode,
  LayoutNode,
  NodeData,
  TextLine,
  TextNode,
} from './layoutNodes';

/** Space between the card's edge and its inner card, in design pixels. */
export const FRAME = 20;

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
