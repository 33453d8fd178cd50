/**
 * Where the browser renderers load icon files from: a folder laid out as Font Awesome's `svgs/`
 * (`solid/star.svg`). By default the `icons/` folder beside this package's build, where a page
 * loading it from a CDN or its own server finds it; an app that bundles the package serves Font
 * Awesome's `svgs/` somewhere and says where with `setIconBase`. Kept apart from the loader, so an
 * app's first screen can say where without carrying it.
 */
let base: string | undefined;

/** Where the icon files are, e.g. `/card-icons/` or `https://cdn.example/card-preview/dist/icons/`. */
export function setIconBase(url: string): void {
  base = url.endsWith('/') ? url : `${url}/`;
}

/** The icon folder's address, ending with `/`. */
export function iconBase(): string {
  // The folder beside the running module (a build loaded as is: dist/icons/).
  base ??= `${import.meta.url.replace(/[^/]*$/, '')}icons/`;
  return base;
}
