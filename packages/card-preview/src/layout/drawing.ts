/** What the SVG drawing of a layout shares with its hosts: the font stack, rounding, icon ids. */
import type { IconShape } from '../icons/iconShape';
import type { IconNode } from './layoutNodes';

/** Inter (the fonts the package ships for images) first, then the system's sans-serif. */
export const fontFamily = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Coordinates to two decimals: a hundredth of a design pixel is far below a screen pixel. */
export const round = (value: number): number => Math.round(value * 100) / 100;

export const textAnchor = { left: 'start', center: 'middle', right: 'end' } as const;

/**
 * Where an icon goes: scaled to the icon's size (1 em high) and centred in its box. A transform,
 * not a nested SVG, so simple rasterisers draw it too.
 */
export function iconTransform(node: IconNode, shape: IconShape): string {
  const scale = node.size / shape.height;
  const x = node.x + (node.width - shape.width * scale) / 2;
  const y = node.y + (node.height - node.size) / 2;
  return `translate(${round(x)} ${round(y)}) scale(${Math.round(scale * 10_000) / 10_000})`;
}
