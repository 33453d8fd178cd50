/*
 * Pure helpers behind NumberField: which texts may be typed, how a text reads as a number, and how
 * the arrow keys step. Numbers are written with digits, an optional leading minus and a decimal
 * point, as the API and the card editor expect (no grouping, no locale separators).
 */

export interface NumberTextOptions {
  /** Whether a decimal point may be typed. */
  allowsDecimals: boolean;
  /** Whether a leading minus may be typed. */
  allowsNegative: boolean;
}

/**
 * Whether `text` may stand in the field while the user types: digits, at most one leading minus and
 * (when allowed) one decimal point, possibly unfinished (`-`, `.`, `12.`). Anything else, such as a
 * letter, is refused and the field keeps its previous text.
 */
export function isNumberTextAllowed(text: string, { allowsDecimals, allowsNegative }: NumberTextOptions): boolean {
  const sign = allowsNegative ? '-?' : '';
  const pattern = allowsDecimals ? new RegExp(`^${sign}\\d*(\\.\\d*)?$`) : new RegExp(`^${sign}\\d*$`);
  return pattern.test(text);
}

/**
 * The number a text stands for: `null` for an empty or unfinished text (`''`, `-`, `.`, `-.`),
 * otherwise the number (`'12.'` is 12, `'-.5'` is -0.5). Surrounding spaces are ignored.
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** The text a number is shown as: '' for `null`, otherwise the shortest exact digits (no exponent for usual sizes). */
export function formatNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return Object.is(value, -0) ? '0' : String(value);
}

/** `value` kept within `minValue` and `maxValue` (either may be absent). */
export function clampNumber(value: number, minValue?: number, maxValue?: number): number {
  let clamped = value;
  if (maxValue !== undefined && clamped > maxValue) clamped = maxValue;
  if (minValue !== undefined && clamped < minValue) clamped = minValue;
  return clamped;
}

function decimalPlaces(value: number): number {
  const [, decimals = ''] = String(value).split('.');
  return decimals.length;
}

export interface StepOptions {
  /** The size of a step (positive). */
  step: number;
  minValue?: number | undefined;
  maxValue?: number | undefined;
}

/**
 * The value after one press of ArrowUp (`direction` 1) or ArrowDown (-1): one `step` on, kept in
 * bounds, rounded to the step's decimals so 0.1 + 0.2 gives 0.3. From empty, the first step lands on
 * the minimum (up) or the maximum (down) when there is one, otherwise on 0.
 */
export function stepNumber(value: number | null, direction: 1 | -1, { step, minValue, maxValue }: StepOptions): number {
  if (value === null) {
    const start = direction === 1 ? minValue : maxValue;
    return clampNumber(start ?? 0, minValue, maxValue);
  }
  const places = Math.max(decimalPlaces(step), decimalPlaces(value));
  const next = Number((value + direction * step).toFixed(places));
  return clampNumber(next, minValue, maxValue);
}
