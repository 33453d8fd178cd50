/**
 * Which fonts Chromium really drew a story's text with, read over the DevTools protocol
 * (`CSS.getPlatformFontsForNode`), so a picture is never taken of text in a font the repository
 * does not ship.
 *
 * A story's text must be drawn in the web fonts the stories load (.storybook/fonts.ts). Anything
 * else is a fallback: a family nobody loaded (`monospace`, `Arial`), a character the loaded faces
 * do not cover, or a face that had not finished loading. The story browser sees no font of the
 * machine's own (fonts.conf), so a fallback is drawn in the one face that file offers, the
 * repository's Inter; this module names it instead of letting it pass for the web font.
 */
import type { CDPSession, Page } from 'playwright';

/** Text drawn in a font the page did not load: what it says, and the fonts it was drawn in. */
export interface FallbackText {
  /** The text, shortened to 60 characters. */
  text: string;
  /** The fonts Chromium drew it with (none when no font could draw it). */
  fonts: string[];
}

/** One text run on the page and the fonts that drew it. */
export interface DrawnText {
  text: string;
  fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[];
}

/** Text drawn in a font that is not a loaded web font, or in no font. */
export function fallbacksOf(drawn: readonly DrawnText[]): FallbackText[] {
  const found = new Map<string, FallbackText>();
  for (const { text, fonts } of drawn) {
    const foreign = fonts.filter((font) => !font.isCustomFont && font.glyphCount > 0);
    if (fonts.length > 0 && foreign.length === 0) continue;
    const names = foreign.map((font) => font.familyName);
    const shortened = text.length > 60 ? `${text.slice(0, 59)}…` : text;
    const key = `${shortened}\u0000${names.join(',')}`;
    if (!found.has(key)) found.set(key, { text: shortened, fonts: names });
  }
  return [...found.values()];
}

/** One sentence per fallback (at most five), for a failing story's message. */
export function describeFallbacks(fallbacks: readonly FallbackText[]): string {
  const listed = fallbacks
    .slice(0, 5)
    .map(({ text, fonts }) =>
      fonts.length > 0 ? `"${text}" in ${fonts.join(' and ')} (not a loaded web font)` : `"${text}" in no font`,
    );
  const more = fallbacks.length > 5 ? `, and ${fallbacks.length - 5} more` : '';
  return `text drawn in a font the stories did not load: ${listed.join('; ')}${more}. Use the theme's font families (Inter, Roboto Mono), which .storybook/fonts.ts loads before the picture.`;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Form fields draw their value in a shadow tree of their own: an input and a select are asked
 * themselves. A textarea answers nothing that way; its text is judged by the picture alone.
 */
const fields = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/**
 * Every visible text run of the page's frames (the test runner's own page left out) with the
 * fonts that drew it. Costs a few milliseconds per hundred runs, so the comparison asks only when
 * it writes a picture or finds one different.
 */
export async function drawnText(page: Page): Promise<DrawnText[]> {
  const session = await sessionOf(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  try {
    const snapshot = await session.send('DOMSnapshot.captureSnapshot', { computedStyles: ['visibility'] });
    await session.send('DOM.getDocument', { depth: 0 });
    const { strings } = snapshot;
    const runs: { text: string; backendNodeId: number; isField: boolean }[] = [];
    // The first document is the runner's page; the stories draw in the frames below it.
    for (const document of snapshot.documents.slice(1)) {
      const { layout, nodes } = document;
      const nodeType = nodes.nodeType ?? [];
      const parentIndex = nodes.parentIndex ?? [];
      const backendNodeId = nodes.backendNodeId ?? [];
      const nodeName = nodes.nodeName ?? [];
      const inputValue = new Map(
        (nodes.inputValue?.index ?? []).map((index, at) => [index, nodes.inputValue?.value[at]]),
      );
      for (let at = 0; at < layout.nodeIndex.length; at += 1) {
        const index = layout.nodeIndex[at] ?? -1;
        const visibility = strings[layout.styles[at]?.[0] ?? -1];
        if (index < 0 || visibility !== 'visible') continue;
        const name = strings[nodeName[index] ?? -1] ?? '';
        if (nodeType[index] === 3) {
          const text = strings[layout.text[at] ?? -1]?.trim() ?? '';
          const parent = parentIndex[index] ?? -1;
          const id = backendNodeId[parent];
          if (text && id !== undefined) runs.push({ text, backendNodeId: id, isField: false });
        } else if (fields.has(name)) {
          const value = strings[inputValue.get(index) ?? -1]?.trim() ?? '';
          const id = backendNodeId[index];
          if (id !== undefined)
            runs.push({ text: value || `(${name.toLowerCase()})`, backendNodeId: id, isField: true });
        }
      }
    }
    // Chromium answers for all the text of an element at once: one question per element.
    const seen = new Set<number>();
    const asked = runs.filter((run) => !seen.has(run.backendNodeId) && seen.add(run.backendNodeId));
    if (asked.length === 0) return [];
    const { nodeIds } = await session.send('DOM.pushNodesByBackendIdsToFrontend', {
      backendNodeIds: asked.map((run) => run.backendNodeId),
    });
    const fonts = await Promise.all(
      nodeIds.map((nodeId) =>
        nodeId
          ? session.send('CSS.getPlatformFontsForNode', { nodeId }).then(
              (answer) => answer.fonts,
              () => undefined,
            )
          : Promise.resolve(undefined),
      ),
    );
    const drawn: DrawnText[] = [];
    asked.forEach((run, at) => {
      const found = fonts[at];
      // A field draws nothing (no value, no placeholder) or went away while asked: nothing to judge.
      if (found === undefined || (run.isField && found.length === 0)) return;
      drawn.push({ text: run.text, fonts: found });
    });
    return drawn;
  } finally {
    await session.send('CSS.disable').catch(() => undefined);
    await session.send('DOM.disable').catch(() => undefined);
  }
}
