/**
 * What a story test sends to the visual comparison (a Vitest browser command, run in Node) and
 * what it gets back. Shared by setup.ts (in the browser) and compare.ts (in Node).
 */

/** A story's `parameters.visual`: `{ disable: 'why' }` leaves it out of the comparison. */
export interface VisualParameters {
  /** Why this story is not compared (say it: "the spinner turns"). */
  disable?: string;
}

export interface VisualRequest {
  /** Storybook's id of the story, e.g. `ui-pagination--default`: names its baseline. */
  storyId: string;
  /** The story's title and name, for messages and the review page. */
  title: string;
  name: string;
  /** Absolute path of the stories file: baselines live in `__screenshots__/` beside it. */
  storiesFile: string;
  /** The Vitest project the story runs in: `storybook`, `storybook-390` or `storybook-320`. */
  project: string;
  /** The part of the frame to photograph, in CSS pixels from its top left: what the story drew. */
  area: { width: number; height: number };
  /** Milliseconds the browser spent getting the story ready for its picture (fonts, images, frames). */
  preparation: number;
}

export type VisualResult =
  { status: 'same' | 'written' | 'updated' } | { status: 'changed' | 'missing' | 'resized' | 'fonts'; message: string };
