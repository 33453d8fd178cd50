/**
 * Runs `task` when the browser is idle (after a second where it cannot tell), for work that must
 * not compete with what the page shows now, such as fetching a part of a component before it is
 * used. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(task, 1_000);
  return () => {
    window.clearTimeout(timer);
  };
}
