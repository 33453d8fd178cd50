/**
 * Which test files a change can affect, from the workspace's import graph: `pnpm test:changed`
 * (scripts/test-changed.mjs) runs those and nothing else.
 *
 * The graph follows every static import, re-export and `import('…')` of the workspace's source,
 * resolving the packages' own names (`@stampcard/ui`, `#app/lib/data`) as Vite does, to their
 * sources. A barrel is seen through: a file that imports `{ Button }` from `@stampcard/ui` depends
 * on packages/ui/src/Button, not on every component the barrel lists, so a change to Pagination
 * selects the stories that render Pagination, not every story that imports the kit.
 *
 * Plain TypeScript without enums or parameter properties: Node runs it as it is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A name a module exports and where it really comes from. */
interface Export {
  /** The module that declares it (this one), or the one it is re-exported from. */
  from: string;
  /** The name in `from` (`export { a as b } from` re-exports `a` as `b`). */
  name: string;
}

interface ModuleInfo {
  /** Imports by the module they name and the names taken (`*` for the whole module). */
  imports: Map<string, Set<string>>;
  /** Names this module re-exports from others (`export { X } from './X'`). */
  reExports: Map<string, Export>;
  /** Modules re-exported whole (`export * from './X'`). */
  starExports: string[];
}

/** Where test files live, and which files every test depends on without importing them. */
export const testFile = /\.(test\.(ts|tsx)|stories\.tsx)$/;

/**
 * Files that shape every test of their kind without being imported by it: the runner's
 * configuration, Storybook's preview and the visual comparison, the dependencies. A change to one
 * of them runs everything.
 */
export const everythingFiles = [
  /^package\.json$/,
  /^packages\/[^/]+\/package\.json$/,
  /^pnpm-(lock|workspace)\.yaml$/,
  /^tsconfig(\.base)?\.json$/,
  /^vitest\.(config|setup)\.ts$/,
  /^\.storybook\//,
];

/**
 * The app's route tables, whose `import('…')` of each page is not followed: an app story renders
 * one route (its `path`), so it depends on the page it is named after (`BusinessesPage.stories.tsx`
 * on `BusinessesPage.tsx`), or, when no module bears its name, on every module of its feature; not
 * on every page the table could load. (A story that follows a redirect to another page of its
 * feature is not found from a change to that page alone: `npm test` runs it.)
 */
const routeTables = [/^packages\/app\/src\/app\/routes\.tsx$/, /^packages\/app\/src\/features\/[^/]+\/pages\.ts$/];

/** The feature folder of an app story. */
const featureOf = (file: string) => /^(packages\/app\/src\/features\/[^/]+)\//.exec(file)?.[1];

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];
const skipDirectories = new Set(['node_modules', 'dist', 'storybook-static', '__screenshots__', 'generated-icons']);

/** Every source file of the workspace (relative paths), the folders tests and code live in. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.storybook') continue;
      const path = directory ? `${directory}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipDirectories.has(entry.name)) walk(path);
      } else if (/\.(tsx?|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const top of ['packages', 'scripts', 'tests', '.storybook']) if (existsSync(join(root, top))) walk(top);
  return files;
}

/** A workspace package's name, folder, `exports` and `imports`. */
interface WorkspacePackage {
  name: string;
  directory: string;
  exports: Record<string, unknown>;
  imports: Record<string, unknown>;
}

function workspacePackages(root: string): WorkspacePackage[] {
  return readdirSync(join(root, 'packages'))
    .filter((name) => existsSync(join(root, 'packages', name, 'package.json')))
    .map((name) => {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as {
        name: string;
        exports?: Record<string, unknown>;
        imports?: Record<string, unknown>;
      };
      return {
        name: manifest.name,
        directory: `packages/${name}`,
        exports: manifest.exports ?? {},
        imports: manifest.imports ?? {},
      };
    });
}

/** The path a package.json `exports`/`imports` target gives in development: the sources. */
function targetOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const conditions = value as Record<string, unknown>;
    return targetOf(conditions['@stampcard/source'] ?? conditions.import ?? conditions.default);
  }
  return undefined;
}

/** Matches `specifier` against a map with `*` patterns, as Node resolves `exports` and `imports`. */
function matchPattern(map: Record<string, unknown>, specifier: string): string | undefined {
  if (specifier in map) return targetOf(map[specifier]);
  for (const [pattern, value] of Object.entries(map)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (
      specifier.startsWith(prefix) &&
      specifier.endsWith(suffix) &&
      specifier.length >= prefix.length + suffix.length
    ) {
      const middle = specifier.slice(prefix.length, specifier.length - suffix.length);
      return targetOf(value)?.replace('*', middle);
    }
  }
  return undefined;
}

export class ImportGraph {
  private readonly root: string;
  private readonly packages: WorkspacePackage[];
  private readonly modules = new Map<string, ModuleInfo>();
  /** For each module, the modules that depend on it. */
  private readonly dependents = new Map<string, Set<string>>();

  constructor(root: string, files: readonly string[] = sourceFiles(root)) {
    this.root = root;
    this.packages = workspacePackages(root);
    for (const file of files) this.modules.set(file, this.parse(file));
    const depend = (file: string, dependency: string) => {
      let set = this.dependents.get(dependency);
      if (!set) {
        set = new Set();
        this.dependents.set(dependency, set);
      }
      set.add(file);
    };
    for (const [file, info] of this.modules) {
      for (const [target, names] of info.imports) {
        for (const dependency of this.providers(target, names)) depend(file, dependency);
      }
      const feature = file.endsWith('.stories.tsx') ? featureOf(file) : undefined;
      if (feature) {
        const named = ['.tsx', '.ts']
          .map((extension) => file.replace(/\.stories\.tsx$/, extension))
          .find((module) => this.modules.has(module));
        if (named) depend(file, named);
        else {
          for (const module of this.modules.keys()) {
            if (module.startsWith(`${feature}/`) && !testFile.test(module)) depend(file, module);
          }
        }
      }
    }
  }

  /** Resolves an import of `specifier` from `file` to a workspace file, or undefined (a dependency). */
  resolve(file: string, specifier: string): string | undefined {
    let path: string | undefined;
    if (specifier.startsWith('.')) path = join(dirname(file), specifier);
    else if (specifier.startsWith('#')) {
      const owner = this.packages.find((item) => file.startsWith(`${item.directory}/`));
      const target = owner && matchPattern(owner.imports, specifier);
      if (owner && target) path = join(owner.directory, target);
    } else {
      const owner = this.packages.find((item) => specifier === item.name || specifier.startsWith(`${item.name}/`));
      if (owner) {
        const target = matchPattern(owner.exports, `.${specifier.slice(owner.name.length)}`);
        if (target) path = join(owner.directory, target);
      }
    }
    if (path === undefined) return undefined;
    // A query (`?url`) names the file itself.
    path = path.replace(/\?.*$/, '');
    const candidates = [
      path,
      path.replace(/\.js$/, '.ts'),
      path.replace(/\.js$/, '.tsx'),
      ...sourceExtensions.map((extension) => `${path}${extension}`),
      ...sourceExtensions.map((extension) => `${path}/index${extension}`),
      `${path}/index.tsx`,
    ];
    return candidates.find((candidate) => {
      const absolute = resolve(this.root, candidate);
      return existsSync(absolute) && statSync(absolute).isFile();
    });
  }

  private parse(file: string): ModuleInfo {
    const info: ModuleInfo = { imports: new Map(), reExports: new Map(), starExports: [] };
    if (file.endsWith('.json')) return info;
    const text = readFileSync(join(this.root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const lazyRoutes = routeTables.some((pattern) => pattern.test(file));
    const take = (specifier: string, names: readonly string[]) => {
      const target = this.resolve(file, specifier);
      if (target === undefined) return;
      let set = info.imports.get(target);
      if (!set) {
        set = new Set();
        info.imports.set(target, set);
      }
      for (const name of names) set.add(name);
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const names: string[] = [];
        if (!clause) names.push('*');
        else {
          if (clause.name) names.push('default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
          }
        }
        take(node.moduleSpecifier.text, names);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = this.resolve(file, node.moduleSpecifier.text);
        const clause = node.exportClause;
        if (target !== undefined) {
          if (!clause || ts.isNamespaceExport(clause)) {
            if (clause) info.reExports.set(clause.name.text, { from: target, name: '*' });
            else info.starExports.push(target);
          } else {
            for (const element of clause.elements) {
              info.reExports.set(element.name.text, {
                from: target,
                name: (element.propertyName ?? element.name).text,
              });
            }
          }
        }
      } else if (
        !lazyRoutes &&
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        take(node.arguments[0].text, ['*']);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return info;
  }

  /**
   * The modules that provide `names` when imported from `target`: through a barrel to the files
   * that declare them, the barrel itself for what it declares or when taken whole.
   */
  private providers(target: string, names: ReadonlySet<string>, seen = new Set<string>()): Set<string> {
    const found = new Set<string>();
    const key = `${target}:${[...names].sort().join(',')}`;
    if (seen.has(key)) return found;
    seen.add(key);
    const info = this.modules.get(target);
    found.add(target);
    if (!info) return found;
    const whole = names.has('*');
    for (const name of whole ? [...info.reExports.keys()] : names) {
      const exported = info.reExports.get(name);
      if (exported) {
        for (const provider of this.providers(exported.from, new Set([exported.name]), seen)) found.add(provider);
      }
    }
    const unresolved = whole ? ['*'] : [...names].filter((name) => !info.reExports.has(name));
    if (unresolved.length > 0) {
      for (const star of info.starExports) {
        for (const provider of this.providers(star, new Set(unresolved), seen)) found.add(provider);
      }
    }
    return found;
  }

  /** Every file that depends on one of `files`, directly or not, with `files` themselves. */
  dependentsOf(files: Iterable<string>): Set<string> {
    const reached = new Set<string>();
    const queue = [...files];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (reached.has(file)) continue;
      reached.add(file);
      for (const dependent of this.dependents.get(file) ?? []) queue.push(dependent);
    }
    return reached;
  }
}

export interface Affected {
  /** Why every test runs, when a change reaches them all. */
  everything?: string;
  /** The test and story files to run (relative paths). */
  tests: string[];
}

/**
 * The tests `changed` (paths relative to `root`) can affect: the test files among the changed
 * files and those that depend on them; the stories beside a changed picture; every dev-server
 * test for a migration.
 */
export function affectedTests(root: string, changed: readonly string[], graph?: ImportGraph): Affected {
  const global = changed.find((file) => everythingFiles.some((pattern) => pattern.test(file)));
  if (global) return { everything: `${global} shapes every test`, tests: [] };
  const starts = new Set<string>();
  for (const file of changed) {
    if (/\/__screenshots__\/[^/]+\.png$/.test(file)) {
      // A baseline: the stories beside it.
      const directory = dirname(dirname(file));
      if (existsSync(join(root, directory))) {
        for (const name of readdirSync(join(root, directory))) {
          if (name.endsWith('.stories.tsx')) starts.add(`${directory}/${name}`);
        }
      }
    } else if (file.startsWith('packages/dev-server/src/db/migrations/')) {
      for (const test of sourceFiles(root)) if (/^packages\/dev-server\/.*\.test\.ts$/.test(test)) starts.add(test);
    } else starts.add(file);
  }
  const reached = (graph ?? new ImportGraph(root)).dependentsOf(starts);
  const tests = [...reached].filter((file) => testFile.test(file) && existsSync(join(root, file))).sort();
  return { tests };
}

/** Paths relative to the root, with forward slashes. */
export const relativeTo = (root: string, path: string) => relative(root, resolve(root, path)).split('\\').join('/');
