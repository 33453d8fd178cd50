import { parseIconSvg, unknownIconKey, type IconShape } from './iconShape';

/**
 * Loads icons in the browser, one small SVG file per icon, from an icon folder laid out as Font
 * Awesome's `svgs/` (`solid/star.svg`): by default the `icons/` folder beside this package's
 * build, where a page loading it from a CDN or its own server finds it; an app that bundles the
 * package serves Font Awesome's `svgs/` somewhere and says where with `setIconBase`.
 */
let base: string | undefined;
const cache = new Map<string, Promise<IconShape | null>>();
const loaded = new Map<string, IconShape | null>();

/** Where the icon files are, e.g. `/card-icons/` or `https://cdn.example/card-preview/dist/icons/`. */
export function setIconBase(url: string): void {
  base = url.endsWith('/') ? url : `${url}/`;
  cache.clear();
  loaded.clear();
}

function iconBase(): string {
  // The folder beside the running module (a build loaded as is: dist/icons/).
  base ??= `${import.meta.url.replace(/[^/]*$/, '')}icons/`;
  return base;
}

async function fetchIcon(key: string): Promise<IconShape | null> {
  try {
    const response = await fetch(`${iconBase()}${key}.svg`);
    return response.ok ? parseIconSvg(await response.text()) : null;
  } catch {
    return null;
  }
}

/** An icon already loaded (or known missing: null); undefined while it has not loaded. */
export function loadedIcon(key: string): IconShape | null | undefined {
  return loaded.get(key);
}

/**
 * Loads an icon by key (`solid/star`) once; an icon that cannot be loaded is drawn as the
 * question mark, and null only when even that is missing.
 */
export function loadIcon(key: string): Promise<IconShape | null> {
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchIcon(key).then(async (shape) => {
      const result = shape ?? (key === unknownIconKey ? null : await loadIcon(unknownIconKey));
      loaded.set(key, result);
      return result;
    });
    cache.set(key, pending);
  }
  return pending;
}

/** Loads the icons of a layout; resolves with every one of them (missing ones as the question mark). */
export async function loadIcons(keys: readonly string[]): Promise<Record<string, IconShape>> {
  const shapes = await Promise.all(keys.map(async (key) => [key, await loadIcon(key)] as const));
  return Object.fromEntries(shapes.filter((entry): entry is readonly [string, IconShape] => entry[1] !== null));
}
