/**
 * Runs a task once per key for the life of the page. React StrictMode runs an effect twice in
 * development (mount, unmount, mount); an authentication callback (login-callback, logout-callback,
 * silent-callback) must still be processed only once, because oidc-client-ts removes the stored
 * request state the first time and a second attempt would fail.
 */

const tasks = new Map<string, Promise<unknown>>();

/**
 * Starts `task` the first time `key` is seen and returns its promise; later calls with the same key
 * return that same promise (resolved or rejected) without running `task` again. A task that throws
 * synchronously gives a rejected promise, which is kept like any other outcome.
 */
export function runOnce<T>(key: string, task: () => Promise<T>): Promise<T> {
  const existing = tasks.get(key);
  // The map only ever holds under `key` the promise `task` gave for that key.
  if (existing) return existing as Promise<T>;
  let promise: Promise<T>;
  try {
    promise = task();
  } catch (error: unknown) {
    promise = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  tasks.set(key, promise);
  return promise;
}

/** Forgets every key, so tests start from a fresh page. */
export function resetRunOnce(): void {
  tasks.clear();
}
