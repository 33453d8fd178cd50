/**
 * The visual comparison of a story, run in Node as a Vitest browser command: it photographs the
 * story's frame in the same headless Chromium that ran its test, compares the picture with the
 * baseline kept beside the stories file, and on a difference files baseline, new picture and
 * difference for the review page (report.ts). ADR 020 explains the thresholds.
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describeFallbacks, type FallbackText } from './drawnFonts.ts';
import { storyIdPattern } from './glob.ts';
import type { VisualRequest, VisualResult } from './protocol.ts';
import { recordChange } from './report.ts';

/**
 * How far apart two pixels' colours may be and still count as the same, as pixelmatch's OKLab
 * distance (0 same, 1 black against white). 0.05 is below one step of the theme's palette (the
 * closest two tokens, surfaceSelected and surfacePressed, are 0.08 apart) and above the drift of
 * text drawn twice.
 */
export const colourThreshold = 0.02;

/**
 * How many differing pixels a story may show and still pass, besides anti-aliasing (which
 * pixelmatch recognises and ignores: the edges of text and curves). Chromium sometimes rounds a
 * rounded corner's edge differently from one run to the next (a few pixels); a 1 px border around
 * a 24 px checkbox is 92, one changed digit 30 or more, a word moved by a pixel hundreds.
 */
export const allowedPixels = 16;

export interface Comparison {
  /** Pixels that differ beyond anti-aliasing and the colour threshold. */
  differing: number;
  /** Their share of the picture, from 0 to 1. */
  share: number;
  /** The baseline faded, with the differing pixels in red (darker now) and green (lighter now). */
  diff: PNG;
}

/** Compares two pictures of the same size. */
export function comparePictures(baseline: PNG, actual: PNG): Comparison {
  const { width, height } = baseline;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(baseline.data, actual.data, diff.data, width, height, {
    threshold: colourThreshold,
    includeAA: false,
    alpha: 0.15,
    diffColor: [220, 38, 38],
    diffColorAlt: [22, 163, 74],
  });
  return { differing, share: differing / (width * height), diff };
}

/** The baseline's file name suffix for a project: the phone widths get their own pictures. */
export function variantOf(project: string): string {
  const width = /^storybook-(\d+)\b/.exec(project)?.[1];
  return width ? `@${width}` : '';
}

/** Where a story's baseline lives: `__screenshots__/<story id>[@width].png` beside its stories file. */
export function baselinePath({
  storiesFile,
  storyId,
  project,
}: Pick<VisualRequest, 'storiesFile' | 'storyId' | 'project'>) {
  return join(dirname(storiesFile), '__screenshots__', `${storyId}${variantOf(project)}.png`);
}

/**
 * Whether this run writes a story's baseline instead of comparing: `VISUAL_UPDATE` is `*` (every
 * story run) or a comma-separated list of story ids, `*` matching any characters
 * (`ui-pagination--*`). The update command (scripts/update-baselines.mjs) sets it.
 */
export function shouldUpdate(storyId: string, setting = process.env.VISUAL_UPDATE ?? ''): boolean {
  return setting
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean)
    .some((pattern) => storyIdPattern(pattern).test(storyId));
}

/** Whether two pictures look the same: equal sizes, no pixel different beyond the thresholds. */
export function samePixels(baseline: PNG, actual: PNG): boolean {
  if (baseline.width !== actual.width || baseline.height !== actual.height) return false;
  return baseline.data.equals(actual.data) || comparePictures(baseline, actual).differing <= allowedPixels;
}

/** The picture on a larger transparent canvas, top left: pictures of two sizes compared where they overlap. */
function extend(picture: PNG, width: number, height: number): PNG {
  if (picture.width === width && picture.height === height) return picture;
  const larger = new PNG({ width, height });
  PNG.bitblt(picture, larger, 0, 0, picture.width, picture.height, 0, 0);
  return larger;
}

/** Encodes a difference picture for the review page. */
function encodePicture(picture: PNG): Buffer {
  return PNG.sync.write(picture);
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.001 ? 3 : 2)} %`;

export interface Photographer {
  /** A PNG of the story's frame as it is now. */
  take(): Promise<Buffer>;
  /**
   * A second picture, a moment later, with whatever animation or transition is still running
   * brought to its end: a story whose last frame was not yet painted settles here.
   */
  retake(): Promise<Buffer>;
  /**
   * The story's text drawn in a font it did not load (drawnFonts.ts), as it is now. Asked before a
   * picture is written and when one differs: a picture that equals its baseline drew the same glyphs.
   */
  fallbacks(): Promise<FallbackText[]>;
}

/** Compares a story with its baseline (or writes it), filing any difference for the review page. */
export async function matchStory(
  request: VisualRequest,
  photographer: Photographer,
  { ci = Boolean(process.env.CI), reportDirectory }: { ci?: boolean; reportDirectory: string },
): Promise<VisualResult> {
  const path = baselinePath(request);
  const label = `${request.title} › ${request.name}${variantOf(request.project) ? ` at ${variantOf(request.project).slice(1)} px` : ''}`;
  // Chromium encodes the same pixels into the same bytes, so an unchanged story is one byte
  // comparison; pictures are decoded only when the bytes differ.
  let taken = await photographer.take();
  const stored = existsSync(path) ? await readFile(path) : undefined;

  const write = async () => {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, taken);
  };
  /** A picture of text in a font the stories did not load is never written nor passed as a change. */
  const refuseFallbacks = async (change?: string): Promise<VisualResult | undefined> => {
    const fallbacks = await photographer.fallbacks();
    if (fallbacks.length === 0) return undefined;
    const message = `${label}: ${describeFallbacks(fallbacks)}${change ? ` ${change}` : ''}`;
    await recordChange(reportDirectory, {
      request,
      message,
      ...(stored ? { baseline: stored } : {}),
      actual: taken,
    });
    return { status: 'fonts', message };
  };

  if (shouldUpdate(request.storyId) || (!stored && !ci)) {
    // The update command lists the pictures a run took, to remove those no story takes any more.
    if (process.env.VISUAL_HANDLED) await appendFile(process.env.VISUAL_HANDLED, `${path}\n`);
    // Every picture the update keeps or writes is checked, those taken before the check included.
    const refused = await refuseFallbacks();
    if (refused) return refused;
    if (stored && (stored.equals(taken) || samePixels(PNG.sync.read(stored), PNG.sync.read(taken))))
      return { status: 'same' };
    await write();
    return { status: stored ? 'updated' : 'written' };
  }
  if (!stored) {
    const message = `${label}: no baseline (${path}). Write it with: npm run update-baselines -- ${request.storyId}`;
    await recordChange(reportDirectory, { request, message, actual: taken });
    return { status: 'missing', message };
  }
  if (stored.equals(taken)) return { status: 'same' };

  const baseline = PNG.sync.read(stored);
  let actual = PNG.sync.read(taken);
  if (!samePixels(baseline, actual)) {
    taken = await photographer.retake();
    actual = PNG.sync.read(taken);
  }
  if (samePixels(baseline, actual)) return { status: 'same' };
  // A story drawn in a fallback font says so first: that is the change to fix, not the picture.
  const refused = await refuseFallbacks('The picture differs from its baseline.');
  if (refused) return refused;

  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    const message = `${label}: the picture is ${actual.width}×${actual.height} px, the baseline ${baseline.width}×${baseline.height} px.`;
    const width = Math.max(baseline.width, actual.width);
    const height = Math.max(baseline.height, actual.height);
    const { diff } = comparePictures(extend(baseline, width, height), extend(actual, width, height));
    await recordChange(reportDirectory, {
      request,
      message,
      baseline: stored,
      actual: taken,
      diff: encodePicture(diff),
    });
    return { status: 'resized', message };
  }
  const { differing, share, diff } = comparePictures(baseline, actual);
  const message = `${label}: ${percent(share)} of the pixels differ (${differing} px).`;
  await recordChange(reportDirectory, { request, message, baseline: stored, actual: taken, diff: encodePicture(diff) });
  return { status: 'changed', message };
}
