/**
 * A Vitest reporter for `npm test`'s summary (scripts/verify.mjs): what the run counted, which
 * tests failed and why, and what each test file cost, per project. Written to the file named by
 * VITEST_SUMMARY (test-results/vitest-summary.json) instead of Vitest's JSON report, which holds
 * every story's accessibility report and grows to hundreds of megabytes.
 *
 *   vitest run --reporter=default --reporter=./scripts/vitest-summary.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file as one project ran it. */
export interface FileTiming {
  project: string;
  file: string;
  tests: number;
  /** Milliseconds from its start to its end: setting up, importing, its tests and hooks. */
  duration: number;
}

export interface VitestSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** `file > test name` and the first line of what it threw. */
  failures: { test: string; reason: string }[];
  files: FileTiming[];
}

/** What a test file cost as a whole: its environment, setup, import and tests. */
function durationOf(module: TestModule): number {
  const diagnostic = module.diagnostic();
  return (
    diagnostic.environmentSetupDuration +
    diagnostic.prepareDuration +
    diagnostic.setupDuration +
    diagnostic.collectDuration +
    diagnostic.duration
  );
}

export function summarise(modules: readonly TestModule[], root: string): VitestSummary {
  const summary: VitestSummary = { passed: 0, failed: 0, skipped: 0, failures: [], files: [] };
  for (const module of modules) {
    const file = relative(root, module.moduleId);
    let tests = 0;
    for (const test of module.children.allTests()) {
      tests += 1;
      const { state } = test.result();
      if (state === 'passed') summary.passed += 1;
      else if (state === 'failed') {
        summary.failed += 1;
        const reason = (test.result().errors?.[0]?.message ?? '').split('\n')[0] ?? '';
        summary.failures.push({ test: `${file} > ${test.fullName}`, reason: reason.slice(0, 200) });
      } else summary.skipped += 1;
    }
    // A file that could not even load fails without a test to name.
    for (const error of module.errors()) {
      summary.failed += 1;
      summary.failures.push({ test: file, reason: error.message.split('\n')[0]?.slice(0, 200) ?? '' });
    }
    summary.files.push({ project: module.project.name, file, tests, duration: Math.round(durationOf(module)) });
  }
  return summary;
}

export default class SummaryReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const output = process.env.VITEST_SUMMARY;
    if (!output) return;
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, JSON.stringify(summarise(modules, this.root)));
  }
}
