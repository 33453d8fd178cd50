// The table `npm run bench:lists` prints for each part.
import { percentile } from '../devServer.mjs';
import { targetInMilliseconds } from './settings.mjs';

const milliseconds = (value) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/**
 * Prints a table of scenarios: samples, actions left stuck (`stuck`, by scenario), the median and
 * p95 against the target, and the medians of where the time went.
 */
export function printTable(results, stuck = new Map()) {
  const header = [
    'scenario',
    'samples',
    'stuck',
    'median',
    'p95',
    'target p95',
    '',
    'DOM',
    'to request',
    'request',
    'to paint',
  ];
  const rows = results.map(({ name, timings }) => {
    const figure = (key, fraction) =>
      percentile(
        timings.map((timing) => timing[key]),
        fraction,
      );
    const p95 = figure('painted', 0.95);
    return [
      name,
      String(timings.length),
      String(stuck.get(name) ?? 0),
      milliseconds(figure('painted', 0.5)),
      milliseconds(p95),
      `${targetInMilliseconds} ms`,
      p95 <= targetInMilliseconds ? 'within' : 'OVER',
      milliseconds(figure('dom', 0.5)),
      milliseconds(figure('toRequest', 0.5)),
      milliseconds(figure('request', 0.5)),
      milliseconds(figure('afterResponse', 0.5)),
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    );
  }
}
