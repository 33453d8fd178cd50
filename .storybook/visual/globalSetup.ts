/**
 * Global setup of the story projects: the visual review page starts empty each run, and at the
 * end the log says where it is when a story looks different. The three story projects share one
 * run, so the first to start empties the page and the last to finish reports it.
 */
import { visualCost } from './command.ts';
import { countChanges, reportDirectory, resetReport, writeReport } from './report.ts';

const state = globalThis as typeof globalThis & { visualProjects?: number };

export async function setup() {
  if (!state.visualProjects) await resetReport(reportDirectory);
  state.visualProjects = (state.visualProjects ?? 0) + 1;
}

export async function teardown() {
  state.visualProjects = (state.visualProjects ?? 1) - 1;
  if (state.visualProjects > 0) return;
  const { stories, milliseconds } = visualCost();
  if (stories > 0) {
    process.stdout.write(
      `\nVisual comparison: ${stories} pictures in ${(milliseconds / 1000).toFixed(1)} s (getting each story still, photographing, comparing).\n`,
    );
  }
  const changes = await countChanges(reportDirectory);
  if (changes === 0) return;
  const page = await writeReport(reportDirectory);
  process.stdout.write(
    `\nVisual review: ${changes} ${changes === 1 ? 'story looks' : 'stories look'} different from ${changes === 1 ? 'its baseline' : 'their baselines'}. Open ${page}\n`,
  );
}
