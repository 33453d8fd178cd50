// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const depcruise = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');

/** Runs the workspace's cycle check (as `pnpm lint` does) over a folder of the given files. */
function checkCycles(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  const run = spawnSync(
    process.execPath,
    [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', folder],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { failed: run.status !== 0, output: run.stdout + run.stderr };
}

describe('the cycle check', () => {
  it('finds a cycle made of type-only imports', () => {
    const { failed, output } = checkCycles({
      'context.ts': "import type { Access } from './access';\nexport interface Context { access: Access }\n",
      'access.ts':
        "import type { Context } from './context';\nexport interface Access { of(context: Context): boolean }\n",
    });
    expect(failed).toBe(true);
    expect(output).toMatch(/no-cycle: .*access\.ts/);
  });

  it('finds a cycle through a barrel', () => {
    const { failed, output } = checkCycles({
      'data/index.ts': "export { route } from './route';\n",
      'data/route.ts': "import { services } from '../context/context';\nexport const route = services;\n",
      'context/context.ts': "import { route } from '../data';\nexport const services = [route];\n",
    });
    expect(failed).toBe(true);
    expect(output).toMatch(/no-cycle/);
  });

  it('passes modules that import in one direction', () => {
    const { failed, output } = checkCycles({
      'cache.ts': 'export type Settled = { status: string };\n',
      'route.ts': "import type { Settled } from './cache';\nexport const settled: Settled = { status: 'ready' };\n",
    });
    expect(output).toMatch(/no dependency violations/);
    expect(failed).toBe(false);
  });
});
