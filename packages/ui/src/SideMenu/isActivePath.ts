/** The path part of an address, without query, hash or trailing slashes, with a leading slash, in lower case. */
function normalisePath(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const withLeadingSlash = path.startsWith('/') ? path : `/${path}`;
  const withoutTrailingSlash = withLeadingSlash.replace(/\/+$/, '');
  return (withoutTrailingSlash === '' ? '/' : withoutTrailingSlash).toLowerCase();
}

/**
 * Whether a navigation entry pointing at `href` is the current one for `currentPath`: the paths are
 * equal, or `currentPath` lies under `href` at a segment boundary (`/projects/7/details` is under
 * `/projects`, `/projects-archive` is not). Query, hash, trailing slashes and case are ignored, as
 * React Router's `NavLink` does; the root `/` matches only itself, or it would match every page.
 */
export function isActivePath(currentPath: string, href: string): boolean {
  const current = normalisePath(currentPath);
  const target = normalisePath(href);
  if (current === target) return true;
  if (target === '/') return false;
  return current.startsWith(`${target}/`);
}

/**
 * The id of the entry to mark as the current page: the one whose `href` matches `currentPath` most
 * specifically (the longest path), so only one entry is ever current. `undefined` when none matches.
 */
export function findActiveId(items: readonly { id: string; href: string }[], currentPath: string): string | undefined {
  let active: { id: string; href: string } | undefined;
  for (const item of items) {
    if (!isActivePath(currentPath, item.href)) continue;
    if (active === undefined || normalisePath(item.href).length > normalisePath(active.href).length) active = item;
  }
  return active?.id;
}
