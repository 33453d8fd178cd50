/// <reference types="node" />
// @stampcard/card-preview/node: what a Node server needs to render cards to SVG or PNG: the icons
// a card uses, read from the installed Font Awesome Free, and the fonts shipped with the package.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseIconSvg, unknownIconKey, type IconShape } from '../icons/iconShape';
import type { CardLayoutOptions } from '../layout/layoutCard';
import type { LoyaltyCard, NormalizedCard } from '../model';
import { cardIconKeys } from '../svg/renderCardSvg';

const require = createRequire(import.meta.url);
const iconFolder = join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
const packageRoot = dirname(require.resolve('@stampcard/card-preview/package.json'));

/** The family name of the shipped fonts. */
export const cardFontFamily = 'Inter';

/** The shipped fonts (Inter regular, bold, italic, bold italic; SIL Open Font License), as file paths. */
export const cardFontFiles: readonly string[] = ['Regular', 'Bold', 'Italic', 'BoldItalic'].map((style) =>
  join(packageRoot, 'fonts', `Inter-${style}.ttf`),
);

const cache = new Map<string, Promise<IconShape | null>>();

/** Reads one icon (`solid/star`) from the installed Font Awesome Free; null when it has none such. */
export function readIcon(key: string): Promise<IconShape | null> {
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = /^(solid|regular)\/[a-z0-9-]+$/.test(key)
    ? readFile(join(iconFolder, `${key}.svg`), 'utf8').then(parseIconSvg, () => null)
    : Promise.resolve(null);
  cache.set(key, pending);
  return pending;
}

/** The icons a card draws, by key, ready for `renderCardSvg`'s `icons` (unknown ones as the question mark). */
export async function loadCardIcons(
  card: LoyaltyCard | NormalizedCard | null | undefined,
  options: CardLayoutOptions = {},
): Promise<Record<string, IconShape>> {
  const entries = await Promise.all(
    cardIconKeys(card, options).map(
      async (key) => [key, (await readIcon(key)) ?? (await readIcon(unknownIconKey))] as const,
    ),
  );
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, IconShape] => entry[1] !== null));
}
