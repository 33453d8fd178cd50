// The whole test suite: `npm test` runs this (through scripts/run.mjs, which provides the pinned
// toolchain and Chromium).
//
// Each step is a workspace script. They run on every core of the machine, the quick checks first
// so that a lint or type error stops the run within two minutes: a step starts once the steps it
// needs have passed and it has the cores it uses (most checks use one; the tests in a browser use
// them all). After the first failure no new step starts. At the end it prints each step's wall time,
// what each Vitest project and the five slowest test files took, and one closing line counting the
// tests run. ADR 002 records the budget (20 minutes on two cores) and how the suite meets it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from './postgres.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const vitestSummary = join(results, 'vitest-summary.json');
const playwrightReport = join(results, 'playwright.json');
const elementReport = join(results, 'playwright-card-preview-element.json');
const playwrightReports = [elementReport, playwrightReport];
const cores = Math.max(2, availableParallelism());

// The dev server's tests run once more on a real PostgreSQL server, where one can be had: the
// Vitest project `postgres` (vitest.config.ts), beside the unit tests.
const postgresUrl = ensurePostgres();

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} command  a workspace script and its arguments
 * @property {string[]} [after]  steps that must pass first
 * @property {boolean} [allCores]  uses every core (runs alone, its output shown as it comes)
 * @property {Record<string, string>} [environment]
 */

/** @type {Step[]} In order of priority: a step that is ready starts before the ones below it. */
const steps = [
  { name: 'lint', command: ['lint'] },
  { name: 'format', command: ['format:check'] },
  { name: 'types', command: ['typecheck'] },
  { name: 'API contract', command: ['test:contract'] },
  { name: 'generated icon lists', command: ['test:generated'] },
  { name: 'build packages', command: ['build'] },
  { name: 'build Storybook', command: ['storybook:build'] },
  { name: 'publint and attw', command: ['test:packages'], after: ['build packages'] },
  { name: 'size budgets', command: ['size'], after: ['build packages'] },
  // The app as `build packages` built it, measured without building it again.
  { name: 'app bundle budget', command: ['bench:app:run', '--built'], after: ['build packages'] },
  {
    name: 'card preview element',
    command: ['test:element', '--reporter=list,json'],
    after: ['build packages'],
    environment: { PLAYWRIGHT_JSON_OUTPUT_NAME: elementReport },
  },
  {
    name: 'unit and story tests',
    command: ['test:vitest', '--reporter=default', '--reporter=./scripts/vitest-summary.ts'],
    after: ['lint', 'format', 'types', 'API contract', 'generated icon lists'],
    allCores: true,
    environment: {
      VITEST_SUMMARY: vitestSummary,
      ...(postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {}),
    },
  },
  {
    name: 'end to end',
    command: ['test:e2e', '--reporter=list,json'],
    after: ['build packages', 'build Storybook', 'unit and story tests'],
    allCores: true,
    // The app and Storybook as this run built them, served without building them again.
    environment: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_PREBUILT: '1' },
  },
];

const started = performance.now();
const since = () => (performance.now() - started) / 1000;

/** @type {Map<string, { status: 'passed' | 'failed'; start: number; seconds: number }>} */
const done = new Map();
/** @type {Set<string>} */
const running = new Set();
let stopped = false;

/** Runs a step; alone, its output streams, otherwise it is printed whole when the step ends. */
function run(step, alone) {
  const [script, ...args] = step.command;
  const start = since();
  process.stdout.write(`\n=== ${step.name} (pnpm ${script}) ${alone ? '' : '— output when it ends '}===\n`);
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', script, ...args], {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.environment, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = since() - start;
      const status = code === 0 ? 'passed' : 'failed';
      if (!alone) {
        process.stdout.write(`\n=== ${step.name}: ${status} in ${seconds.toFixed(1)} s ===\n`);
        process.stdout.write(Buffer.concat(output));
      }
      done.set(step.name, { status, start, seconds });
      resolve(status);
    });
  });
}

/** Starts every step that is ready and has its cores, in priority order, until all have ended. */
async function schedule() {
  const pending = [...steps];
  await new Promise((finish) => {
    const next = () => {
      if (running.size === 0 && (stopped || pending.length === 0)) return finish(undefined);
      if (stopped) return;
      const busy = [...running].reduce(
        (sum, name) => sum + (steps.find((s) => s.name === name)?.allCores ? cores : 1),
        0,
      );
      for (const step of [...pending]) {
        const ready = (step.after ?? []).every((name) => done.get(name)?.status === 'passed');
        const cost = step.allCores ? cores : 1;
        // A step that needs every core waits for an empty machine; later ones wait behind it.
        if (!ready) continue;
        if (busy + cost > cores) {
          if (step.allCores) break;
          continue;
        }
        pending.splice(pending.indexOf(step), 1);
        running.add(step.name);
        const alone = step.allCores === true;
        void run(step, alone).then((status) => {
          running.delete(step.name);
          if (status === 'failed') stopped = true;
          next();
        });
        return next();
      }
      // Nothing can start while the steps it needs are missing: say so once nothing runs.
      if (running.size === 0 && pending.length > 0) {
        stopped = true;
        finish(undefined);
      }
    };
    next();
  });
}

await schedule();

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** What Vitest counted and timed (scripts/vitest-summary.ts). */
const vitest = read(vitestSummary);

/** Each Playwright report's tests: status, and time per spec file. */
function playwrightResults() {
  const failures = [];
  const files = [];
  let passed = 0;
  let failed = 0;
  for (const report of playwrightReports) {
    const json = read(report);
    if (!json) continue;
    passed += json.stats.expected;
    failed += json.stats.unexpected + json.stats.flaky;
    const visit = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected' || test.status === 'flaky')
            failures.push({ test: `${file} > ${spec.title} (${test.status})`, reason: '' });
          const duration = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          const entry = files.find((row) => row.file === file && row.project === `playwright ${test.projectName}`);
          if (entry) entry.duration += duration;
          else files.push({ project: `playwright ${test.projectName}`, file, duration, tests: 1 });
        }
      }
      for (const child of suite.suites ?? []) visit(child, file);
    };
    for (const suite of json.suites ?? []) visit(suite, suite.file);
  }
  return { passed, failed, failures, files };
}

const playwright = playwrightResults();
const passed = (vitest?.passed ?? 0) + playwright.passed;
const failures = (vitest?.failed ?? 0) + playwright.failed;

const write = (text) => process.stdout.write(text);
write('\n=== summary ===\n');
write(`       step                      time    from\n`);
for (const step of steps) {
  const result = done.get(step.name);
  if (!result) continue;
  write(
    `${result.status === 'passed' ? 'ok  ' : 'FAIL'}   ${step.name.padEnd(22)} ${result.seconds.toFixed(1).padStart(7)} s ${`+${result.start.toFixed(0)} s`.padStart(7)}\n`,
  );
}
write(`       ${'whole suite'.padEnd(22)} ${since().toFixed(1).padStart(7)} s on ${cores} cores\n`);

if (vitest?.files?.length) {
  /** @type {Map<string, { files: number; tests: number; seconds: number }>} */
  const projects = new Map();
  for (const file of vitest.files) {
    const project = projects.get(file.project) ?? { files: 0, tests: 0, seconds: 0 };
    project.files += 1;
    project.tests += file.tests;
    project.seconds += file.duration / 1000;
    projects.set(file.project, project);
  }
  write('Vitest projects (time summed over their files, which run side by side):\n');
  for (const [name, project] of projects) {
    write(
      `       ${name.padEnd(22)} ${project.seconds.toFixed(1).padStart(7)} s  ${project.files} files, ${project.tests} tests\n`,
    );
  }
}
const slowest = [...(vitest?.files ?? []), ...playwright.files].sort((a, b) => b.duration - a.duration).slice(0, 5);
if (slowest.length > 0) {
  write('Slowest test files:\n');
  for (const file of slowest) {
    write(`       ${(file.duration / 1000).toFixed(1).padStart(6)} s  ${file.file} (${file.project})\n`);
  }
}

const failedStep = steps.find((step) => done.get(step.name)?.status === 'failed');
if (failedStep) write(`Stopped at "${failedStep.name}".\n`);
const missing = steps.filter((step) => !done.has(step.name)).map((step) => step.name);
if (missing.length > 0) write(`Not run: ${missing.join(', ')}.\n`);
for (const { test, reason } of [...(vitest?.failures ?? []), ...playwright.failures]) {
  write(`failed: ${test}${reason ? `\n        ${reason}` : ''}\n`);
}
// Stories that look different from their baselines: the page that shows them side by side.
const visualReview = join(results, 'visual', 'index.html');
if (existsSync(visualReview)) write(`visual review: ${visualReview}\n`);
write(`tests: ${passed} passed, ${failures} failed\n`);
process.exit(failedStep || missing.length > 0 ? 1 : 0);
