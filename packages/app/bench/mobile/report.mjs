// The tables `npm run bench:mobile` prints: time to usable and script per page, then each load's timeline,
// per hosting, and the hostings side by side.
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

/** The timeline's columns: a label and the figure each takes from a load (ms). */
const timelineColumns = [
  ['doc', (value) => value.timeline.documentEnd],
  ['entry', (value) => value.timeline.entry],
  ['config', (value) => value.timeline.configuration],
  ['signed in', (value) => value.timeline.signedIn],
  ['1st API', (value) => value.timeline.firstApiRequest],
  ['last API', (value) => value.timeline.lastApiAnswer],
  ['h1', (value) => value.timeline.headingPainted],
  ['usable', (value) => value.timeline.usable],
  ['busy', (value) => value.busy.total],
  ['eval', (value) => value.busy.evaluation],
  ['render', (value) => value.busy.rendering],
  ['styles', (value) => value.busy.styles],
  ['other', (value) => value.busy.other],
];

/**
 * The timelines: per role, page, profile and cache (cold: empty, warm), the median of each point
 * and of the busy time and its parts (each column's own median), and usable against its target.
 */
export function printTimeline(results, addressesByRole) {
  const header = ['role', 'page', 'profile', 'cache', ...timelineColumns.map(([label]) => label), 'target'];
  const rows = [];
  for (const { role } of roles) {
    const addresses = addressesByRole.get(role);
    for (const pageName of [firstScreen, ...pages.map((entry) => entry.name)]) {
      if (pageName !== firstScreen && (addresses?.get(pageName)?.address ?? null) === null) continue;
      for (const profile of profiles) {
        for (const kind of pageName === firstScreen ? ['empty'] : ['empty', 'warm']) {
          const all = results.get(`${role}|${pageName}|${profile.name}|${kind}`);
          if (all === undefined) continue;
          const cells = [role, pageName, profile.name, kind === 'empty' ? 'cold' : 'warm'];
          const loads = all.filter((value) => !('stuck' in value));
          if (loads.length === 0) {
            rows.push([...cells, ...timelineColumns.map(() => '—'), 'stuck']);
            continue;
          }
          for (const [, figure] of timelineColumns) {
            const value = percentile(
              loads.map((load) => figure(load)),
              0.5,
            );
            cells.push(Number.isNaN(value) ? '—' : value.toFixed(0));
          }
          const usable = percentile(
            loads.map((load) => load.time),
            0.5,
          );
          const stuck = all.length - loads.length;
          cells.push(
            `${usable <= (kind === 'empty' ? targets.empty : targets.warm) ? 'OK' : 'over'}${stuck > 0 ? ` (${stuck} stuck)` : ''}`,
          );
          rows.push(cells);
        }
      }
    }
  }
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  for (const row of all) {
    console.log(
      row
        .map((cell, column) =>
          column < 4 || column === row.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    );
  }
}

/** The median of `field` over the loads of `key` that became usable; NaN for none. */
function medianOf(results, key, field) {
  const values = (results.get(key) ?? []).filter((value) => !('stuck' in value)).map((value) => value[field]);
  return percentile(values, 0.5);
}

/**
 * The hostings side by side: per role and page, for each profile, the median time to usable with
 * an empty cache and warm and the script transferred, as "dev / production" (stuck: none usable).
 *
 * @param {Map<string, Map<string, object[]>>} resultsByHosting the results of the dev server and production, in that order
 */
export function printComparison(resultsByHosting, addressesByRole) {
  const hostingResults = [...resultsByHosting.values()];
  const cell = (key, field, format) =>
    hostingResults
      .map((results) => {
        if (!results.has(key)) return '-';
        const value = medianOf(results, key, field);
        return Number.isNaN(value) ? 'stuck' : format(value);
      })
      .join(' / ');
  const time = (value) => value.toFixed(0);
  const size = (value) => (value / 1024).toFixed(1);
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
          cell(key('empty'), 'time', time),
          isFirst ? '-' : cell(key('warm'), 'time', time),
          cell(key('empty'), 'scriptBytes', size),
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

/**
 * What went over the network in all of a hosting's usable loads: the requests by protocol and the
 * scripts' bytes as sent against decoded.
 *
 * @param {Map<string, object[]>} results
 */
export function describeNetwork(results) {
  /** @type {Record<string, number>} */
  const protocols = {};
  let encoded = 0;
  let decoded = 0;
  for (const values of results.values()) {
    for (const value of values) {
      if ('stuck' in value) continue;
      for (const [protocol, count] of Object.entries(value.protocols))
        protocols[protocol] = (protocols[protocol] ?? 0) + count;
      encoded += value.scriptEncodedBytes;
      decoded += value.scriptDecodedBytes;
    }
  }
  const byProtocol = Object.entries(protocols)
    .sort(([, a], [, b]) => b - a)
    .map(([protocol, count]) => `${protocol} ${count.toLocaleString('en')}`)
    .join(', ');
  const share = decoded === 0 ? '—' : `${((100 * encoded) / decoded).toFixed(0)}%`;
  return `requests over the network by protocol: ${byProtocol || 'none'}; scripts sent at ${share} of their size (${(encoded / 1024).toFixed(0)} KB for ${(decoded / 1024).toFixed(0)} KB)`;
}
