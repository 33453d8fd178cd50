/**
 * Vitest setup of the story projects: after a story's test has passed (its play function, axe and
 * the reflow check), its picture is compared with its baseline (compare.ts). A story opts out with
 * `parameters: { visual: { disable: 'why' } }`.
 *
 * Before the picture, the clock: stories run on a fixed date (time passes from it, from the first
 * stories file a page runs), so a calendar's "today" or a chart's "this year" draws the same on
 * every day the suite runs.
 */
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';
import type { VisualParameters, VisualRequest, VisualResult } from './protocol.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryScreenshot: (request: VisualRequest) => Promise<VisualResult>;
  }
}

/** The date every story test runs on (in UTC; the browser's time zone is UTC too). */
export const storyDate = Date.UTC(2026, 10, 26, 10, 0, 0);

/**
 * Vitest runs this file again before each stories file (the page is shared, `isolate: false`), as
 * a module named by the time of the story clock when the run starts (`Date.now()`): a run named as
 * an earlier one would be that earlier module, and its file would get none of the hooks below (no
 * pictures, silently). So the clock is set once per page and never goes back (were it set again
 * at each run, each run would start from `storyDate` and names would repeat), and each run waits
 * for the next millisecond before it ends.
 */
const page = globalThis as typeof globalThis & { stampcardRealDate?: DateConstructor; stampcardClockOffset?: number };
/** The browser's own `Date`, not the `StoryDate` an earlier run of this file installed. */
const RealDate = (page.stampcardRealDate ??= Date);
const offset = (page.stampcardClockOffset ??= storyDate - RealDate.now());
/** `Date` shifted to `storyDate`: `new Date()` and `Date.now()` start there and run on. */
class StoryDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static override now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = StoryDate as DateConstructor;

const evaluatedAt = RealDate.now();
while (RealDate.now() === evaluatedAt) {
  // Spins for under a millisecond.
}

/**
 * Still pictures: animations and transitions jump to their end, the text caret is hidden. Added
 * only for the picture, after the story's test, so the tests themselves see the motion users see.
 */
const stillStyle = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

/** Room left around the drawn area, for shadows and focus rings that reach past their boxes. */
const margin = 32;

/** Whether an element paints anything of its own beyond its children: a fill, a border, a shadow. */
function paintsItself(style: CSSStyleDeclaration) {
  return (
    (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    style.outlineStyle !== 'none' ||
    ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== '0px',
    )
  );
}

/**
 * The top-left part of the viewport that holds everything drawn (portalled popovers and dialogs
 * included), plus a margin: a small component is photographed small, a page whole. Elements that
 * only hold others (a story's full-width wrapper) count by their content, not their width.
 */
function drawnArea() {
  const { innerWidth, innerHeight } = window;
  let right = 0;
  let bottom = 0;
  const include = (box: DOMRect) => {
    if (box.width === 0 || box.height === 0 || box.right <= 0 || box.bottom <= 0) return;
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  };
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    if (element.childElementCount === 0 || paintsItself(style)) include(element.getBoundingClientRect());
  }
  const text = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = text.nextNode(); node; node = text.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    include(range.getBoundingClientRect());
  }
  return {
    width: Math.max(1, Math.min(innerWidth, Math.ceil(right) + margin)),
    height: Math.max(1, Math.min(innerHeight, Math.ceil(bottom) + margin)),
  };
}

/**
 * Resolves once fonts and the images that load now have loaded (lazy ones below the fold never
 * start; none is waited for more than 3 s) and two frames have been painted.
 */
async function settled() {
  await document.fonts.ready;
  const images = [...document.images]
    .filter((image) => !image.complete && image.loading !== 'lazy')
    .map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    );
  await Promise.race([Promise.all(images), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

interface StoryContext {
  story?: { id: string; parameters: { visual?: VisualParameters } };
}

afterEach(async (context) => {
  const { story } = context as typeof context & StoryContext;
  const { task } = context;
  // A failed story has already said what is wrong; a story that opted out says why it did.
  if (!story || task.result?.errors?.length || story.parameters.visual?.disable) return;

  /** Photographs the story as it is now and compares it with its baseline. */
  const compare = async () => {
    const still = document.head.appendChild(document.createElement('style'));
    still.textContent = stillStyle;
    try {
      const started = performance.now();
      await settled();
      const area = drawnArea();
      return await commands.matchStoryScreenshot({
        storyId: story.id,
        title: (task.meta as { componentName?: string }).componentName ?? story.id.split('--')[0] ?? story.id,
        name: task.name,
        storiesFile: task.file.filepath,
        project: task.file.projectName ?? 'storybook',
        area,
        preparation: performance.now() - started,
      });
    } finally {
      still.remove();
    }
  };

  // The story's frame shares its page with the files before it, and a frame that is not focused
  // draws no focus ring: the picture shows the story as in a focused window, whatever ran before.
  if (!document.hasFocus()) window.focus();
  const result = await compare();
  if ('message' in result) throw new Error(result.message);
});
