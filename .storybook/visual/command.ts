/**
 * The browser command behind the visual comparison (registered in vitest.config.ts): photographs
 * the story's frame with Playwright, in the same Chromium page that ran its test, and hands the
 * picture to compare.ts.
 */
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';
import { matchStory } from './compare.ts';
import { drawnText, fallbacksOf } from './drawnFonts.ts';
import type { VisualRequest, VisualResult } from './protocol.ts';
import { reportDirectory } from './report.ts';

/**
 * What the comparison cost this run, across the story projects: kept on globalThis because the
 * configuration and globalSetup.ts (which prints it) load this code as separate modules.
 */
export function visualCost(): { stories: number; milliseconds: number } {
  const holder = globalThis as typeof globalThis & { stampcardVisualCost?: { stories: number; milliseconds: number } };
  holder.stampcardVisualCost ??= { stories: 0, milliseconds: 0 };
  return holder.stampcardVisualCost;
}

export const matchStoryScreenshot: BrowserCommand<[VisualRequest], Promise<VisualResult>> = async (
  context,
  request,
) => {
  const started = performance.now();
  try {
    return await compare(context, request);
  } finally {
    const cost = visualCost();
    cost.stories += 1;
    cost.milliseconds += request.preparation + performance.now() - started;
  }
};

const compare: BrowserCommand<[VisualRequest], Promise<VisualResult>> = (context, request) => {
  const photograph = async (options: { animations?: 'disabled' } = {}) => {
    const frame = await context.iframe.owner().boundingBox();
    if (!frame) throw new Error(`The story's frame is not on the page (${request.storyId}).`);
    return context.page.screenshot({ clip: { x: frame.x, y: frame.y, ...request.area }, scale: 'css', ...options });
  };
  return matchStory(
    request,
    {
      // The frame's top-left area the story drew on, as the page shows it (setup.ts has stopped
      // animations and hidden the caret).
      take: () => photograph(),
      retake: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return photograph({ animations: 'disabled' });
      },
      fallbacks: async () => fallbacksOf(await drawnText(context.page)),
    },
    { reportDirectory },
  );
};
