/** The seed's one source of chance: deterministic, so every reset gives the same data. */
export interface Random {
  /** A number from 0 (included) to 1 (excluded). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: a small deterministic generator. */
export function generator(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability) => next() < probability,
  };
}

/** A moment `days` before the day of seeding at `hour` (UTC), never after the moment of seeding. */
export type DaysAgo = (days: number, hour?: number) => string;

const dayMilliseconds = 86_400_000;

export function daysBefore(moment: Date): DaysAgo {
  const now = moment.getTime();
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  // Nothing happens after "now": today's events fall before the moment of seeding.
  return (days, hour = 12) =>
    new Date(Math.min(now, today.getTime() - days * dayMilliseconds + hour * 3_600_000)).toISOString();
}
