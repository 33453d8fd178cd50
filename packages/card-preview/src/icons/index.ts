// @stampcard/card-preview/icons: the icon names for an icon picker (about 45 KB: import it
// only where you list icons). The preview itself does not need it.
import { iconWeights } from './iconNames.gen';

export { resolveIcon } from './resolveIcon';
export type { ResolvedIcon } from './resolveIcon';

export interface IconOption {
  /** The code to store in the card, e.g. `s-mug-hot` or `star`. */
  code: string;
  /** The Font Awesome name, e.g. `mug-hot`. */
  name: string;
  /** A readable label, e.g. `Mug hot`. */
  label: string;
  weight: 'solid' | 'regular';
}

/** Every stamp icon of Font Awesome Free, solid and regular, sorted by name. */
export const iconOptions: readonly IconOption[] = Object.entries(iconWeights).flatMap(([name, weights]) => {
  const label = `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/-/g, ' ')}`;
  return [
    ...(weights.includes('s') ? [{ code: `s-${name}`, name, label, weight: 'solid' as const }] : []),
    ...(weights.includes('r') ? [{ code: name, name, label: `${label} (outline)`, weight: 'regular' as const }] : []),
  ];
});

/** Whether an icon code names an icon of the free set (in any weight). */
export function isKnownIcon(code: string): boolean {
  const name = code.trim().replace(/^[sl]-/, '');
  return Object.hasOwn(iconWeights, name);
}
