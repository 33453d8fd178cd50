import { regularIconNames } from './regularIcons.gen';

let regular: ReadonlySet<string> | undefined;

export interface ResolvedIcon {
  /** The Font Awesome icon name, e.g. `mug-hot`. */
  name: string;
  /** The weight drawn: the requested one, or the nearest the free set has. */
  weight: 'solid' | 'regular';
}

/**
 * Reads an icon code: a Font Awesome Free name with an optional weight prefix, `s-` solid, `l-`
 * light, none for regular (`s-mug-hot`, `star`). The free set has no light weight and few regular
 * icons: a weight it lacks falls back to regular, then solid.
 */
export function resolveIcon(code: string): ResolvedIcon {
  const match = /^([sl])-(.+)$/.exec(code.trim());
  const name = (match?.[2] ?? code.trim()).toLowerCase().replace(/[^a-z0-9-]/g, '');
  regular ??= new Set(regularIconNames.split(' '));
  const weight = match?.[1] === 's' || !regular.has(name) ? 'solid' : 'regular';
  return { name, weight };
}
