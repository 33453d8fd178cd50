const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/**
 * A KPI as the tiles show it: grouped in thousands as in the UK (`1,234`), or `null` when there
 * is no value to show (the server sent none, or not a finite number).
 */
export function formatKpiValue(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return numberFormat.format(value);
}
