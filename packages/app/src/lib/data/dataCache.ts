/**
 * Data that several pages look up and that rarely changes (a filter's options: categories, the
 * cities of the stores), loaded once per app and shared until a mutation invalidates it. Page
 * data is not kept here: each page's loader loads it for its URL (`dataRoute`).
 */
import { covers, type DataKey, type Invalidation } from './dataKey';

/** How a load ended: with its data, or with the error that stopped it. */
export type Settled<T> =
  { readonly status: 'ready'; readonly data: T } | { readonly status: 'failed'; readonly error: unknown };

interface Entry {
  readonly key: DataKey;
  readonly value: Promise<unknown>;
  settled: Settled<unknown> | undefined;
}

export class DataCache {
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Set<() => void>();

  #changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  /**
   * The value under `key`: loaded by `load` on the first call, then shared. After a failure the
   * next call loads again.
   */
  get<T>(key: DataKey, load: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const cached = this.#entries.get(id);
    if (cached && cached.settled?.status !== 'failed') return cached.value as Promise<T>;
    const value = load();
    const entry: Entry = { key, value, settled: undefined };
    this.#entries.set(id, entry);
    value
      .then(
        (data) => {
          entry.settled = { status: 'ready', data };
        },
        (error: unknown) => {
          entry.settled = { status: 'failed', error };
        },
      )
      .finally(() => {
        if (this.#entries.get(id) === entry) this.#changed();
      });
    return value;
  }

  /** How the load of `key` ended, if it did (the same object until it changes). */
  peek<T>(key: DataKey): Settled<T> | undefined {
    return this.#entries.get(JSON.stringify(key))?.settled as Settled<T> | undefined;
  }

  /** Forgets the values the invalidation covers; the next `get` loads them again. */
  invalidate(invalidation: Invalidation): void {
    let isChanged = false;
    for (const [id, entry] of this.#entries) {
      if (!covers(invalidation, entry.key)) continue;
      this.#entries.delete(id);
      isChanged = true;
    }
    if (isChanged) this.#changed();
  }

  /** Calls `listener` when a value arrives, fails or is forgotten. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}
