import { iconBase } from './iconBase';
import { parseIconSvg, unknownIconKey, type IconShape } from './iconShape';

export { setIconBase } from './iconBase';

/** Icons being loaded and loaded, by address (the icon folder and the key): a new folder loads anew. */
const cache = new Map<string, Promise<IconShape | null>>();
const loaded = new Map<string, IconShape | null>();

const addressOf = (key: string): string => `${iconBase()}${key}.svg`;

async function fetchIcon(address: string): Promise<IconShape | null> {
  try {
    const response = await fetch(address);
    return response.ok ? parseIconSvg(await response.text()) : null;
  } catch {
    return null;
  }
}

/** An icon already loaded (or known missing: null); undefined while it has not loaded. */
export function loadedIcon(key: string): IconShape | null | undefined {
  return loaded.get(addressOf(key));
}

/**
 * Loads an icon by key (`solid/star`) once; an icon that cannot be loaded is drawn as the
 * question mark, and null only when even that is missing.
 */
export function loadIcon(key: string): Promise<IconShape | null> {
  const address = addressOf(key);
  let pending = cache.get(address);
  if (!pending) {
    pending = fetchIcon(address).then(async (shape) => {
      const result = shape ?? (key === unknownIconKey ? null : await loadIcon(unknownIconKey));
      loaded.set(address, result);
      return result;
    });
    cache.set(address, pending);
  }
  return pending;
}

/** Loads the icons of a layout; resolves with every one of them (missing ones as the question mark). */
export async function loadIcons(keys: readonly string[]): Promise<Record<string, IconShape>> {
  const shapes = await Promise.all(keys.map(async (key) => [key, await loadIcon(key)] as const));
  return Object.fromEntries(shapes.filter((entry): entry is readonly [string, IconShape] => entry[1] !== null));
}
