// The whole test suite, in the order that fails fastest: `npm test` runs this
// (through scripts/run.mjs, which provides the pinned toolchain and Chromium).
//
// Each step is a workspace script; the first failure stops the run. At the end it
// prints the wall time of each step and one closing line counting the tests run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePostgres } from './postgres.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const vitestReport = join(results, 'vitest.json');
const playwrightReport = join(results, 'playwright.json');
const elementReport = join(results, 'playwright-card-preview-element.json');
const playwrightReports = [elementReport, playwrightReport];

const steps = [
  ['format', ['format:check']],
  ['lint', ['lint']],
  ['types', ['typecheck']],
  ['API contract', ['test:contract']],
  ['generated icon lists', ['test:generated']],
  ['build packages', ['build']],
  [
    'unit and story tests',
    ['test:vitest', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['publint and attw', ['test:packages']],
  ['size budgets', ['size']],
  ['app bundle budget', ['bench:app:run']],
  ['card preview element', ['test:element', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: elementReport }],
  ['end to end', ['test:e2e', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }],
];

// The dev server's tests once more on a real PostgreSQL server, where one can be had.
const postgresUrl = ensurePostgres();
if (postgresUrl) {
  steps.splice(steps.length - 1, 0, [
    'dev server on PostgreSQL',
    [
      'test:postgres',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'vitest-postgres.json')}`,
    ],
    { TEST_DATABASE_URL: postgresUrl },
  ]);
}

const timings = [];
let failed;
for (const [name, [script, ...args], environment = {}] of steps) {
  process.stdout.write(`\n=== ${name} (pnpm ${script}) ===\n`);
  const started = performance.now();
  const result = spawnSync('pnpm', ['run', '--silent', script, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...environment },
  });
  timings.push([name, (performance.now() - started) / 1000, result.status === 0]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

/** The failed tests by name, so the summary (often all a CI log keeps) says what broke. */
function failedTests() {
  const names = [];
  for (const file of [vitestReport, join(results, 'vitest-postgres.json')]) {
    if (!existsSync(file)) continue;
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        names.push(`${suite.name.replace(`${root}/`, '')} > ${test.fullName}\n        ${reason}`);
      }
    }
  }
  for (const report of playwrightReports) {
    if (!existsSync(report)) continue;
    const visit = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected' || test.status === 'flaky')
            names.push(`${file} > ${spec.title} (${test.status})`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, file);
    };
    for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) visit(suite, suite.file);
  }
  return names;
}

function countTests() {
  let passed = 0;
  let failures = 0;
  for (const file of [vitestReport, join(results, 'vitest-postgres.json')]) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failures += report.numFailedTests;
  }
  for (const report of playwrightReports) {
    if (!existsSync(report)) continue;
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected;
    failures += stats.unexpected + stats.flaky;
  }
  return { passed, failures };
}

process.stdout.write('\n=== summary ===\n');
for (const [name, seconds, ok] of timings) {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s\n`);
}
const { passed, failures } = countTests();
if (failed) process.stdout.write(`Stopped at "${failed}".\n`);
for (const name of failedTests()) process.stdout.write(`failed: ${name}\n`);
// Stories that look different from their baselines: the page that shows them side by side.
const visualReview = join(results, 'visual', 'index.html');
if (existsSync(visualReview)) process.stdout.write(`visual review: ${visualReview}\n`);
process.stdout.write(`tests: ${passed} passed, ${failures} failed\n`);
process.exit(failed ? 1 : 0);
