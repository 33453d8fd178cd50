/**
 * Which build a page belongs to: the scripts it loads, whose names carry their content's hash. A
 * page the worker refreshes in the background replaces its kept copy only when it is of the build
 * the worker precached: a page of another build is a new version, which the worker's update brings
 * with its own files (and the prompt to reload), never a page whose scripts the worker lacks.
 */

/** Every `src` of the page's script elements. */
const scriptSource = /<script\b[^>]*?\ssrc="([^"]+)"/g;

/** The scripts `html` loads, in a stable order; '' for a page that loads none. */
export function buildOf(html: string): string {
  return [...html.matchAll(scriptSource)]
    .map(([, source = '']) => source)
    .sort()
    .join(' ');
}

/** Whether two pages load the same scripts, and some: pages of one build. */
export function isSameBuild(kept: string, fresh: string): boolean {
  const build = buildOf(kept);
  return build !== '' && build === buildOf(fresh);
}
