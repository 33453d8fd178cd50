/**
 * The stamp grid of a card's front: a cell per stamp, its icon once collected (or always in the
 * design), and rewards at their stamp positions, unreached ones translucent.
 */
import { iconKey } from '../icons/iconShape';
import type { NormalizedCard } from '../model';
import type { GroupNode, IconNode, LayoutNode } from './layoutNodes';
import { textNode } from './textNode';

/** An icon `size` high, centred on (cx, cy); its box is 1.25 em wide, the widest Font Awesome icon. */
function iconNode(code: string, cx: number, cy: number, size: number, colour: string): IconNode {
  const width = size * 1.25;
  return { kind: 'icon', key: iconKey(code), x: cx - width / 2, y: cy - size / 2, width, height: size, size, colour };
}

/** The stamp grid, its cells keeping their proportions, shrunk to fit `area` and centred in it. */
export function stampNodes(
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
