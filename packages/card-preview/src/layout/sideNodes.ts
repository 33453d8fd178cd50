/**
 * What each side of a card shows inside its inner card: on the front the logo or the title, the
 * description and the stamp grid, each in its share of the height; on the back a title and a text.
 */
import type { NormalizedCard } from '../model';
import type { LayoutNode } from './layoutNodes';
import { placeholderLogo } from './placeholderLogo';
import { stampNodes } from './stampNodes';
import { textNode } from './textNode';

/** The front's side padding inside the inner card. */
const SIDE_PADDING = 32;
/** Room kept under the stamp grid. */
const STAMPS_BOTTOM = 16;

/** The back: its title (bold, at most two lines) and below it its text, line breaks kept. */
export function backNodes(
  card: NormalizedCard,
  inner: { x: number; y: number; width: number; height: number },
): LayoutNode[] {
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

/** The front: the logo or the title, the description when shown, then the stamp grid. */
export function frontNodes(
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
