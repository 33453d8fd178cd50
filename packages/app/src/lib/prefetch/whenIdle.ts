/**
 * Runs `task` once the browser is idle (after a second where it cannot tell), so what is
 * fetched ahead never competes with what the page shows now. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutInMilliseconds = 5_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutInMilliseconds });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(task, 1_000);
  return () => {
    window.clearTimeout(timer);
  };
}
