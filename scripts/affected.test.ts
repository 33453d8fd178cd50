// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affectedTests, ImportGraph } from './affected';

/**
 * A workspace in miniature: a kit with a barrel, an app whose route table loads its pages lazily,
 * stories and tests of both, and the dev server's tests.
 */
const files: Record<string, string> = {
  'package.json': '{}',
  'packages/ui/package.json': JSON.stringify({
    name: '@stampcard/ui',
    exports: { '.': { '@stampcard/source': './src/index.ts', default: './dist/index.js' } },
  }),
  'packages/ui/src/index.ts': "export { Button } from './Button';\nexport { Pagination } from './Pagination';\n",
  'packages/ui/src/Button/index.ts': "export { Button } from './Button';\n",
  'packages/ui/src/Button/Button.tsx': 'export const Button = () => null;\n',
  'packages/ui/src/Button/Button.stories.tsx':
    "import { Button } from './Button';\nexport default { component: Button };\n",
  'packages/ui/src/Pagination/index.ts': "export * from './Pagination';\n",
  'packages/ui/src/Pagination/Pagination.tsx':
    "import { Button } from '../Button';\nexport const Pagination = () => Button;\n",
  'packages/ui/src/Pagination/Pagination.test.tsx': "import { Pagination } from '.';\nPagination();\n",
  'packages/app/package.json': JSON.stringify({
    name: '@stampcard/app',
    imports: {
      '#app/components/*': './src/components/*/index.ts',
      '#app/testing/stories': './src/testing/stories.tsx',
    },
  }),
  'packages/app/src/components/ListPage/index.ts': "export { ListPage } from './ListPage';\n",
  'packages/app/src/components/ListPage/ListPage.tsx':
    "import { Pagination } from '@stampcard/ui';\nexport const ListPage = () => Pagination;\n",
  'packages/app/src/app/routes.tsx':
    "export const pages = { list: () => import('../features/list/ListScreen'), form: () => import('../features/form/FormScreen') };\n",
  'packages/app/src/testing/stories.tsx':
    "import { pages } from '../app/routes';\nexport const appStory = () => pages;\n",
  'packages/app/src/features/list/ListScreen.tsx':
    "import { ListPage } from '#app/components/ListPage';\nexport const ListScreen = () => ListPage;\n",
  'packages/app/src/features/list/ListScreen.stories.tsx':
    "import { appStory } from '#app/testing/stories';\nexport default appStory();\n",
  'packages/app/src/features/form/FormScreen.tsx':
    "import { Button } from '@stampcard/ui';\nexport const FormScreen = () => Button;\n",
  'packages/app/src/features/form/FormScreen.stories.tsx':
    "import { appStory } from '#app/testing/stories';\nexport default appStory();\n",
  'packages/app/src/features/form/__screenshots__/app-form--default.png': '',
  'packages/dev-server/test/api.test.ts': "import { run } from '../src/run';\nrun();\n",
  'packages/dev-server/src/run.ts': 'export const run = () => undefined;\n',
  'packages/dev-server/src/db/migrations/001_initial.sql': 'CREATE TABLE t ();\n',
};

let root: string;
let graph: ImportGraph;
const affected = (...changed: string[]) => affectedTests(root, changed, graph);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'affected-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  graph = new ImportGraph(root);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('affectedTests', () => {
  it('finds a kit component’s tests, its stories and the app stories whose page renders it', () => {
    expect(affected('packages/ui/src/Pagination/Pagination.tsx')).toEqual({
      tests: [
        'packages/app/src/features/list/ListScreen.stories.tsx',
        'packages/ui/src/Pagination/Pagination.test.tsx',
      ],
    });
  });

  it('sees through the kit’s barrel: a page that imports only Button is left out of a Pagination change', () => {
    expect(affected('packages/ui/src/Pagination/Pagination.tsx').tests).not.toContain(
      'packages/app/src/features/form/FormScreen.stories.tsx',
    );
  });

  it('follows a component into everything that renders it, through other components', () => {
    expect(affected('packages/ui/src/Button/Button.tsx').tests).toEqual([
      'packages/app/src/features/form/FormScreen.stories.tsx',
      'packages/app/src/features/list/ListScreen.stories.tsx',
      'packages/ui/src/Button/Button.stories.tsx',
      'packages/ui/src/Pagination/Pagination.test.tsx',
    ]);
  });

  it('runs a changed test or story itself', () => {
    expect(affected('packages/ui/src/Button/Button.stories.tsx').tests).toEqual([
      'packages/ui/src/Button/Button.stories.tsx',
    ]);
  });

  it('runs the stories beside a changed baseline picture', () => {
    expect(affected('packages/app/src/features/form/__screenshots__/app-form--default.png').tests).toEqual([
      'packages/app/src/features/form/FormScreen.stories.tsx',
    ]);
  });

  it('runs the dev server’s tests for a new migration, which the server reads from disk', () => {
    expect(affected('packages/dev-server/src/db/migrations/001_initial.sql').tests).toEqual([
      'packages/dev-server/test/api.test.ts',
    ]);
  });

  it('runs everything when what shapes every test changes', () => {
    expect(affected('vitest.config.ts').everything).toBe('vitest.config.ts shapes every test');
    expect(affected('.storybook/preview.tsx').everything).toBeDefined();
    expect(affected('package.json').everything).toBeDefined();
  });

  it('finds nothing for a file no test reaches', () => {
    expect(affected('README.md').tests).toEqual([]);
  });
});
