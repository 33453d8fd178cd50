// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { architecture, features } from './architecture.js';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...architecture],
});

/** The architecture messages ESLint gives a file at `path` (it need not exist) holding `code`. */
async function messagesOf(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

describe('the architecture lint rules', () => {
  it('reads every feature folder', () => {
    expect(features).toEqual(expect.arrayContaining(['cards', 'staff', 'businesses', 'insights']));
  });

  it('stops a feature importing another feature, by path or by name, types included', async () => {
    const byPath = await messagesOf('packages/app/src/features/cards/Sample.ts', "import { x } from '../staff';");
    expect(byPath).toEqual([expect.stringMatching(/no-restricted-paths: .*A feature never imports another feature/)]);
    const byName = await messagesOf(
      'packages/app/src/features/cards/Sample.ts',
      "import type { X } from '#app/features/staff';",
    );
    expect(byName).toEqual([expect.stringMatching(/A feature never imports another feature/)]);
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const messages = await messagesOf(
      'packages/app/src/features/cards/editor/Sample.ts',
      [
        "import { a } from '../cardSave';",
        "import { b } from '#app/lib/data';",
        "import { c } from '#app/components/ListPage';",
        "import { d } from '#app/config/paths';",
        "import { e } from '@stampcard/ui';",
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it.each(['lib/data', 'components/ListPage', 'config'])('stops %s importing a feature or the shell', async (area) => {
    const messages = await messagesOf(
      `packages/app/src/${area}/Sample.ts`,
      "import { a } from '#app/features/cards';\nimport { b } from '#app/app/routes';",
    );
    expect(messages).toEqual([
      expect.stringMatching(/lib\/, components\/ and config\/ serve every feature/),
      expect.stringMatching(/lib\/, components\/ and config\/ serve every feature/),
    ]);
  });

  it("lets the shell import a feature's index, data and pages modules, but not its other files", async () => {
    const allowed = await messagesOf(
      'packages/app/src/app/Sample.ts',
      [
        "import { a } from '#app/features/cards';",
        "const b = () => import('#app/features/cards/data');",
        "import { c } from '#app/features/businesses/pages';",
      ].join('\n'),
    );
    expect(allowed).toEqual([]);
    const internal = await messagesOf(
      'packages/app/src/app/Sample.ts',
      "import { cardSave } from '../features/cards/cardSave';",
    );
    expect(internal).toContain(
      'import-x/no-restricted-paths: Unexpected path "../features/cards/cardSave" imported in restricted zone. Import a feature through its index.ts (the route table: its data.ts and pages.ts), not its files.',
    );
  });

  it('asks for the name of another part of the app instead of a relative path', async () => {
    const messages = await messagesOf(
      'packages/app/src/features/cards/editor/Sample.ts',
      "import { b } from '../../../lib/data';",
    );
    expect(messages).toEqual([
      "no-restricted-imports: '../../../lib/data' import is restricted from being used by a pattern. Import another part of the app by its name: '#app/lib/data', not '../../lib/data'.",
    ]);
    const component = await messagesOf(
      'packages/app/src/components/UserPicker/Sample.ts',
      "import { userDisplayName } from '../UserForm';",
    );
    expect(component).toEqual([expect.stringMatching(/Import another component or part of the app by its name/)]);
  });

  it("lets a lib module name a sibling module's file, and asks for names beyond lib/", async () => {
    const sibling = await messagesOf(
      'packages/app/src/lib/auth/Sample.ts',
      "import { a } from '../config';\nimport type { B } from '../appContext/appContext';",
    );
    expect(sibling).toEqual([]);
    const beyond = await messagesOf(
      'packages/app/src/lib/auth/Sample.ts',
      "import { paths } from '../../config/paths';",
    );
    expect(beyond).toEqual([
      expect.stringMatching(/Import another part of the app by its name: '#app\/config\/paths'/),
    ]);
  });

  it('keeps the kit free of the app and the dev server', async () => {
    const byPath = await messagesOf(
      'packages/ui/src/Button/Sample.ts',
      "import { paths } from '../../../app/src/config/paths';",
    );
    expect(byPath).toEqual([expect.stringMatching(/The kit stands on its own/)]);
    const byName = await messagesOf(
      'packages/card-preview/src/Sample.ts',
      "import { seed } from '@stampcard/dev-server';",
    );
    expect(byName).toEqual([expect.stringMatching(/The kit stands on its own/)]);
  });

  it('keeps the app free of its development server: its scripts, benchmarks and sources', async () => {
    const script = await messagesOf(
      'packages/app/scripts/Sample.ts',
      "import { runDevServer } from '@stampcard/dev-server/run';",
    );
    expect(script).toContain(
      "no-restricted-imports: '@stampcard/dev-server/run' import is restricted from being used by a pattern. The app never imports its development server: the workspace root runs them together (scripts/dev.ts, scripts/start.mjs).",
    );
    const byPath = await messagesOf(
      'packages/app/bench/Sample.mjs',
      "import { seed } from '../../dev-server/src/db/seed.ts';",
    );
    expect(byPath).toEqual([
      expect.stringMatching(/no-restricted-paths: .*The app never imports its development server/),
    ]);
    for (const path of [
      'packages/app/src/features/cards/Sample.ts',
      'packages/app/src/lib/auth/Sample.ts',
      'packages/app/src/components/ListPage/Sample.ts',
    ]) {
      const messages = await messagesOf(path, "import { demoPassword } from '@stampcard/dev-server';");
      expect(messages, path).toEqual([
        expect.stringMatching(/no-restricted-imports: .*The app never imports its development server/),
      ]);
    }
  });

  it("keeps the dev server's test helpers out of the server", async () => {
    const server = await messagesOf(
      'packages/dev-server/src/api/Sample.ts',
      "import { harness } from '../testing/harness';",
    );
    expect(server).toEqual([expect.stringMatching(/The dev server never runs its test helpers/)]);
    const test = await messagesOf(
      'packages/dev-server/src/auth/Sample.test.ts',
      "import { x } from '../testing/testIdentity';",
    );
    expect(test).toEqual([]);
  });
});
