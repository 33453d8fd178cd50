/**
 * In-memory counters keyed by who asks (an account, a user, an address) keep at most a fixed number
 * of keys, so that someone inventing keys cannot fill the memory: setting a key makes it the newest,
 * and the oldest keys are dropped first: the API's rate limits, counted in memory.
 */
export function setNewest<Value>(map: Map<string, Value>, key: string, value: Value, maximumKeys: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > maximumKeys) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}
