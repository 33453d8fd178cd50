// The table `npm run bench:mobile` prints.
import { percentile } from '../devServer.mjs';
import { firstScreen, pages, profiles, roles, targets } from './settings.mjs';

/** The table: per role and page, the medians of each profile against the targets. */
export function printTable(results, addressesByRole) {
  const median = (key, field) => {
    const values = (results.get(key) ?? []).filter((value) => !('stuck' in value)).map((value) => value[field]);
    return percentile(values, 0.5);
  };
  const stuckCount = (key) => (results.get(key) ?? []).filter((value) => 'stuck' in value).length;
  const mark = (value, target) => (value <= target ? 'within' : 'OVER');
  const timeCell = (key, target) => {
    if (!results.has(key)) return '-';
    const value = median(key, 'time');
    const stuck = stuckCount(key);
    const stuckNote = stuck > 0 ? ` (${stuck} stuck)` : '';
    if (Number.isNaN(value)) return `stuck${stuckNote}`;
    return `${value.toFixed(0)} ${mark(value, target)}${stuckNote}`;
  };
  const bytesCell = (key, target) => {
    if (!results.has(key)) return '-';
    const value = median(key, 'scriptBytes');
    if (Number.isNaN(value)) return 'stuck';
    const kilobytes = (value / 1024).toFixed(1);
    return target === undefined ? kilobytes : `${kilobytes} ${mark(value, target)}`;
  };

  const header = [
    ['', '', ...profiles.flatMap((profile) => [profile.name, '', ''])],
    ['role', 'page', ...profiles.flatMap(() => ['empty ms', 'warm ms', 'script KB'])],
  ];
  const rows = [];
  for (const { role } of roles) {
    const addresses = addressesByRole.get(role);
    for (const pageName of [firstScreen, ...pages.map((entry) => entry.name)]) {
      const isFirst = pageName === firstScreen;
      if (!isFirst && (addresses?.get(pageName)?.address ?? null) === null) {
        rows.push([role, pageName, ...profiles.flatMap(() => ['n/a', 'n/a', 'n/a'])]);
        continue;
      }
      const cells = [role, pageName];
      for (const profile of profiles) {
        const key = (kind) => `${role}|${pageName}|${profile.name}|${kind}`;
        cells.push(
          timeCell(key('empty'), targets.empty),
          isFirst ? '-' : timeCell(key('warm'), targets.warm),
          bytesCell(key('empty'), isFirst ? targets.firstScreenScript : undefined),
        );
      }
      rows.push(cells);
    }
  }
  const all = [...header, ...rows];
  const widths = all[1].map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  for (const row of all) {
    console.log(
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd(),
    );
  }
}
