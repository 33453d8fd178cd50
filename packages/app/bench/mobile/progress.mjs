// The progress lines of `npm run bench:mobile` (to stderr, with the seconds since the start).

export const began = performance.now();
/** Writes a line of progress to stderr, with the seconds since the start. */
export const progress = (message) =>
  process.stderr.write(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);
export const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
