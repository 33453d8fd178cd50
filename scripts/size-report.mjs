/**
 * @typedef {{ entry: string, minified: number, gzip: number, brotli: number }} Measurement
 * @typedef {Measurement & { budget: number | undefined, status: 'ok' | 'over' | 'missing' }} Row
 */

/**
 * Compares each measurement's gzip size with its budget (bytes, keyed by entry).
 * @param {Measurement[]} measurements
 * @param {Record<string, number>} budgets
 * @returns {Row[]}
 */
export function checkBudgets(measurements, budgets) {
  return measurements.map((measurement) => {
    const budget = budgets[measurement.entry];
    const status = budget === undefined ? 'missing' : measurement.gzip > budget ? 'over' : 'ok';
    return { ...measurement, budget, status };
  });
}

const kilobytes = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

/**
 * A plain-text table of the rows.
 * @param {Row[]} rows
 */
export function formatReport(rows) {
  const header = ['entry', 'min', 'gzip', 'brotli', 'gzip budget', 'used', ''];
  const lines = rows.map((row) => [
    row.entry,
    kilobytes(row.minified),
    kilobytes(row.gzip),
    kilobytes(row.brotli),
    row.budget === undefined ? 'none' : kilobytes(row.budget),
    row.budget === undefined ? '' : `${Math.round((row.gzip / row.budget) * 100)}%`,
    { ok: 'ok', over: 'OVER BUDGET', missing: 'NO BUDGET' }[row.status],
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column].length)));
  const format = (line) =>
    line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return `${[format(header), ...lines.map(format)].join('\n')}\n`;
}
