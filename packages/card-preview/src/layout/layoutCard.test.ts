import { describe, expect, it } from 'vitest';
import { createDefaultCard, createDefaultReward, normalizeCard } from '../model';
import { coffee, reward } from '../testing/cards';
import { FRAME, layoutCard, type GroupNode, type LayoutNode, type TextNode } from './layoutCard';
import { measureText, wrapText } from './measureText';

const find = (nodes: readonly LayoutNode[], part: string): LayoutNode | undefined => {
  for (const node of nodes) {
    if ('part' in node && node.part === part) return node;
    if (node.kind === 'group') {
      const found = find(node.children, part);
      if (found) return found;
    }
  }
  return undefined;
};
const stamps = (nodes: readonly LayoutNode[]) => (find(nodes, 'stamps') as GroupNode).children as GroupNode[];

describe('layoutCard', () => {
  it('draws an upright card at the design size, scaled to the width it is shown at', () => {
    const layout = layoutCard(createDefaultCard(), { width: 250 });
    expect(layout).toMatchObject({ width: 500, height: 810, displayWidth: 250, displayHeight: 405, scale: 0.5 });
    // The frame in the background colour, then the inner card 20 px inside it, rounded.
    expect(layout.nodes[0]).toMatchObject({
      kind: 'box',
      part: 'frame',
      x: 0,
      y: 0,
      width: 500,
      height: 810,
      fill: '#3E4AD8',
    });
    expect(layout.nodes[1]).toMatchObject({ part: 'card', x: FRAME, y: FRAME, width: 460, height: 770, radius: 50 });
  });

  it('reads a card stored landscape the right way up', () => {
    const layout = layoutCard(coffee({ cardWidth: 810, cardHeight: 500 }));
    expect([layout.width, layout.height]).toEqual([500, 810]);
  });

  it('shows a placeholder where a card has no logo, and the title instead of the logo when asked', () => {
    const logo = find(layoutCard(createDefaultCard()).nodes, 'logo');
    expect(logo).toMatchObject({ kind: 'image', placeholder: true });
    expect((logo as { href: string }).href).toMatch(/^data:image\/svg\+xml/);
    const titled = layoutCard(coffee());
    expect(find(titled.nodes, 'logo')).toBeUndefined();
    expect(find(titled.nodes, 'title')).toMatchObject({ kind: 'text', bold: true, align: 'center' });
  });

  it('splits the inner card by the section ratios: header, description, stamps', () => {
    // Title 1.5, description 1, stamps 3.5 of 770: 192.5, 128.33, 449.17.
    const layout = layoutCard(coffee());
    const description = find(layout.nodes, 'description') as TextNode;
    expect(description.y + description.height / 2).toBeCloseTo(FRAME + 192.5 + 128.33 / 2, 1);
    const hidden = layoutCard(coffee({ descriptionDisplay: false }));
    expect(find(hidden.nodes, 'description')).toBeUndefined();
  });

  it('lays the stamps out in rows, centred, shrinking the grid to fit', () => {
    const layout = layoutCard(coffee({ totalNoOfStamps: 30, itemsPerRow: 10 }));
    const cells = stamps(layout.nodes);
    expect(cells).toHaveLength(30);
    const boxes = cells.map((cell) => cell.children[0] as { x: number; y: number; width: number });
    // Ten in a row, each the same width; the row fits the 396 px content width.
    expect(new Set(boxes.slice(0, 10).map((box) => box.y)).size).toBe(1);
    expect((boxes[9]?.x ?? 0) + (boxes[9]?.width ?? 0) - (boxes[0]?.x ?? 0)).toBeLessThanOrEqual(396.01);
    expect(boxes[10]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
  });

  it('draws rewards at their stamp positions, unreached ones translucent, and the collected stamps', () => {
    const layout = layoutCard(coffee({ rewards: [reward({ trigger: 5, icon: 's-star' }), reward()] }), { stamps: 6 });
    const cells = stamps(layout.nodes);
    expect(cells[4]?.data).toEqual({ position: 5, collected: true, reward: 5 });
    expect(cells[4]?.children[1]).toMatchObject({ kind: 'group', part: 'reward', data: { trigger: 5, reached: true } });
    expect(cells[8]?.children[1]).toMatchObject({
      part: 'reward',
      data: { trigger: 9, reached: false },
      opacity: 0.55,
    });
    // Collected stamps show the stamp icon; the empty ones nothing.
    expect(cells[0]?.children[1]).toMatchObject({ kind: 'icon', key: 'solid/mug-hot', colour: '#FFFFFF' });
    expect(cells[6]?.children).toHaveLength(1);
    expect(layout.icons).toEqual(['solid/mug-hot', 'solid/star', 'solid/gift']);
    expect(layout.label).toBe('Coffee card. 6 of 9 stamps collected. Rewards at stamps 5 and 9.');
  });

  it('writes a text reward in its padded cell, at most three lines, smaller before it is cut short', () => {
    const layout = layoutCard(
      coffee({
        rewards: [reward({ isIcon: false, text: 'One two three four five six seven eight nine ten', paddingLeft: 6 })],
      }),
    );
    const text = find(layout.nodes, 'reward-text') as TextNode;
    expect(text.lines).toHaveLength(3);
    // Drawn at 60 % of its 14 px, and still too long: the last line ends with an ellipsis.
    expect(text.fontSize).toBeCloseTo(8.4, 5);
    expect(text.lines.at(-1)?.text.endsWith('\u2026')).toBe(true);
    const cell = stamps(layout.nodes)[8]?.children[0] as { x: number };
    expect(text.x).toBeCloseTo(cell.x + 6, 5);
  });

  it('draws a title too long for its two lines smaller rather than cutting it short', () => {
    const title = find(layoutCard(coffee({ title: 'Loyalty mwy6d8d03737' })).nodes, 'title') as TextNode;
    expect(title.fontSize).toBeLessThan(50);
    expect(title.lines.map((line) => line.text)).toEqual(['Loyalty', 'mwy6d8d03737']);
  });

  it('draws the back: its title (two lines at most) and its text with its line breaks', () => {
    const layout = layoutCard(coffee(), { side: 'back' });
    expect(layout.nodes[1]).toMatchObject({ part: 'card', fill: '#FFFFFF' });
    expect((find(layout.nodes, 'reverse-title') as TextNode).lines.map((line) => line.text)).toEqual(['How it works']);
    const text = find(layout.nodes, 'reverse-text') as TextNode;
    expect(text.lines.at(-1)?.text).toBe('The ninth coffee is on us.');
    expect(layout.icons).toEqual([]);
  });

  it('never throws on nonsense and draws nothing at a width of 0', () => {
    const layout = layoutCard({ configuration: { cardWidth: -4, totalNoOfStamps: 900, itemsPerRow: 0 } }, { width: 0 });
    expect(layout.scale).toBe(0);
    expect(stamps(layout.nodes)).toHaveLength(30);
    expect(layoutCard(null).label).toBe('Card title. 9 stamps.');
  });

  it('accepts a card already normalised', () => {
    const card = normalizeCard(coffee({ rewards: [createDefaultReward()] }));
    expect(layoutCard(card)).toEqual(layoutCard(coffee({ rewards: [createDefaultReward()] })));
  });
});

describe('wrapText', () => {
  it('measures with Inter: bold is wider than regular', () => {
    expect(measureText('Coffee', 20, true)).toBeGreaterThan(measureText('Coffee', 20));
    expect(measureText('', 20)).toBe(0);
  });

  it('breaks at spaces, breaks words longer than a line, and ends a clamped text with an ellipsis', () => {
    const options = { fontSize: 20, bold: false, maxWidth: 120, maxLines: 3 };
    expect(wrapText('A free coffee on us', options)).toEqual(['A free', 'coffee on us']);
    expect(wrapText('Supercalifragilisticexpialidocious', { ...options, maxLines: 5 }).length).toBeGreaterThan(1);
    const clamped = wrapText('one two three four five six seven eight nine ten eleven twelve', options);
    expect(clamped).toHaveLength(3);
    expect(clamped[2]?.endsWith('\u2026')).toBe(true);
    for (const line of clamped) expect(measureText(line, 20)).toBeLessThanOrEqual(120);
  });

  it('keeps line breaks when asked and collapses them otherwise', () => {
    const options = { fontSize: 10, bold: false, maxWidth: 500, maxLines: 5 };
    expect(wrapText('first\nsecond', { ...options, keepBreaks: true })).toEqual(['first', 'second']);
    expect(wrapText('first\nsecond', options)).toEqual(['first second']);
  });
});
