/**
 * Values computed from the data, kept while the data has not changed: each is kept at the version
 * of the data (`Database.versions`) read before it was computed, and a newer version empties the
 * cache. A value kept at a version is never older than the data at that version, so every process
 * that reads the same version may reuse it, and none reuses it once any process's write has
 * committed. A reader holding an older version than the cache (it read just before a write) neither
 * reuses nor keeps anything; so does one without a version (within a transaction).
 */
export class VersionedCache<Value> {
  readonly #capacity: number;
  #version = -1;
  readonly #entries = new Map<string, Value>();

  /** `capacity`: the most values kept at one version. */
  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /**
   * The value of `key` at `version`, computed by `compute` unless kept (or `fresh`: computed again
   * and kept in place of the one before).
   */
  async get(
    version: number | undefined,
    key: string,
    compute: () => Promise<Value>,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<Value> {
    if (version === undefined || version < this.#version) return compute();
    if (version > this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    const kept = fresh ? undefined : this.#entries.get(key);
    if (kept !== undefined) return kept;
    const value = await compute();
    // Unless a newer version emptied the cache meanwhile.
    if (this.#version === version && (this.#entries.has(key) || this.#entries.size < this.#capacity)) {
      this.#entries.set(key, value);
    }
    return value;
  }
}

/** One cache of each database (tests open several): created on first use. */
export function cacheOf<Value>(
  caches: WeakMap<object, VersionedCache<Value>>,
  database: object,
  capacity: number,
): VersionedCache<Value> {
  let cache = caches.get(database);
  if (cache === undefined) {
    cache = new VersionedCache<Value>(capacity);
    caches.set(database, cache);
  }
  return cache;
}
