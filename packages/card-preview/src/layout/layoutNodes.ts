/**
 * What a card's layout is made of: boxes, text blocks already broken into lines, pictures, icons
 * and groups, in card coordinates (the card's design size). Every renderer draws these nodes.
 */
import type { Alignment, NormalizedCard } from '../model';

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
