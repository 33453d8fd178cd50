// @ts-check
/**
 * The architecture as lint rules: what may import what. The layers, from the bottom:
 *
 *   the kit (ui, card-preview, api-client, return-url)   never imports the app or the dev server
 *   the app (packages/app)                                never imports the dev server: the workspace
 *                                                         root runs them together (scripts/dev.ts)
 *   app lib/, components/, config/                        never import a feature, the shell or the test harness
 *   app features/<name>/                                  never import another feature
 *   app app/ (the shell and its route table)              imports a feature through its index.ts, and
 *                                                         its data.ts / pages.ts (the lazy route modules)
 *
 * Inside the app, another part is imported by its name (`#app/lib/data`, `#app/components/ListPage`,
 * `#app/features/cards`: packages/app/package.json `imports`), never by a relative path out of its
 * own folder. Import cycles are found by dependency-cruiser (.dependency-cruiser.cjs), which also
 * sees type-only imports. scripts/lint/architecture.test.ts shows each rule firing on a sample.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = join(import.meta.dirname, '..', '..');
const app = 'packages/app/src';
const kit = ['packages/ui', 'packages/card-preview', 'packages/api-client', 'packages/return-url'];
const appAreas = ['app', 'components', 'config', 'lib', 'testing'].map((area) => `${app}/${area}`);

/** The app is the product; the dev server only serves it in development, demos and e2e. */
const appWithoutDevServer =
  'The app never imports its development server: the workspace root runs them together (scripts/dev.ts, scripts/start.mjs).';

/** `@stampcard/dev-server` from anywhere in the app: its scripts, benchmarks and tests included. */
const noDevServer = {
  group: ['@stampcard/dev-server', '@stampcard/dev-server/*'],
  message: appWithoutDevServer,
};

/** The app's features: every folder under features/. */
export const features = readdirSync(join(root, app, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature's public modules: what the shell may import. */
const featureEntries = ['index.ts', 'data.ts', 'pages.ts'];

const zones = [
  ...features.map((feature) => ({
    target: `${app}/features/${feature}`,
    from: `${app}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to lib/ or components/.',
  })),
  {
    target: [`${app}/components`, `${app}/lib`, `${app}/config`],
    from: [`${app}/features`, `${app}/app`],
    message: 'lib/, components/ and config/ serve every feature: they never import a feature or the shell.',
  },
  {
    target: appAreas,
    from: join(root, app, 'features/*/**'),
    except: featureEntries.map((entry) => join(root, app, 'features/*', entry)),
    message: 'Import a feature through its index.ts (the route table: its data.ts and pages.ts), not its files.',
  },
  {
    target: kit,
    from: ['packages/app', 'packages/dev-server'],
    message: 'The kit stands on its own: it never imports the app or the dev server.',
  },
  { target: 'packages/app', from: 'packages/dev-server', message: appWithoutDevServer },
];

/** `../../lib/data` from a feature: another part of the app, reached by a relative path. */
const outOfArea = {
  regex: String.raw`^(\.\./)+(app|components|config|features|lib|testing)(/|$)`,
  message: "Import another part of the app by its name: '#app/lib/data', not '../../lib/data'.",
};

/** The ESLint configuration blocks that hold the architecture. */
export const architecture = [
  {
    // The dev server's test helpers (a harness, a test identity) are for its tests and benchmarks:
    // the server itself never runs them.
    files: ['packages/dev-server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/dev-server/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)testing(/|$)`,
              message: 'The dev server never runs its test helpers: src/testing/ is for tests and benchmarks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: join(root, 'tsconfig.json'),
          // Workspace packages resolve to their sources, as in Vite and Vitest.
          conditionNames: ['@stampcard/source', 'types', 'import', 'node', 'browser', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: kit.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stampcard/app', '@stampcard/app/*', '@stampcard/dev-server', '@stampcard/dev-server/*'],
              message: 'The kit stands on its own: it never imports the app or the dev server.',
            },
          ],
        },
      ],
    },
  },
  {
    // The blocks below, for the app's sources, repeat this pattern: a later block's
    // no-restricted-imports replaces an earlier one's for the files both match.
    files: ['packages/app/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDevServer] }] },
  },
  {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfArea, noDevServer] }] },
  },
  {
    // A lib module is a folder; leaving lib/ means another part of the app, imported by its name.
    // lib modules may name each other's files (`../appContext/appContext`): through their barrels,
    // the app context (which holds the data cache) and the data layer (which reads the context)
    // would import each other.
    files: [`${app}/lib/*/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./\.\./`,
              message: "Import another part of the app by its name: '#app/config/paths', not '../../config/paths'.",
            },
            noDevServer,
          ],
        },
      ],
    },
  },
  {
    // A component is a folder; another component is imported by its name.
    files: [`${app}/components/*/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./`,
              message:
                "Import another component or part of the app by its name: '#app/components/UserForm', not '../UserForm'.",
            },
            noDevServer,
          ],
        },
      ],
    },
  },
];
