import { resolveIcon } from './resolveIcon';

/** An icon's outline: one SVG path in a `width` x `height` box (Font Awesome: 512 high). */
export interface IconShape {
  width: number;
  height: number;
  path: string;
}

/** Drawn where a card names an icon the free set does not have. */
export const unknownIconKey = 'solid/question';

/**
 * The file of an icon code, `weight/name` (`solid/mug-hot`): the key the layout names icons by, and
 * the icon's path below an icon folder laid out as Font Awesome's `svgs/` (`solid/mug-hot.svg`).
 */
export function iconKey(code: string): string {
  const icon = resolveIcon(code);
  return icon.name === '' ? unknownIconKey : `${icon.weight}/${icon.name}`;
}

/** Reads an icon file (Font Awesome's SVG: a viewBox and one path); null when it is not one. */
export function parseIconSvg(svg: string): IconShape | null {
  const box = /viewBox="\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*"/.exec(svg);
  const paths = [...svg.matchAll(/<path[^>]*?\sd="([^"]+)"/g)].map((match) => match[1]);
  if (!box || paths.length === 0) return null;
  const path = paths.join(' ');
  // Only path data: nothing that could close the attribute or open markup when drawn.
  if (!/^[\d\s.,+\-eEMmLlHhVvCcSsQqTtAaZz]+$/.test(path)) return null;
  return { width: Number(box[1]), height: Number(box[2]), path };
}
