/**
 * Generates the client from openapi/stampcard.yaml:
 *   1. src/generated/  by @hey-api/openapi-ts (ky client, types, zod/mini schemas, SDK), then
 *      split: one module per schema (src/generated/zod/) and per SDK function
 *      (src/generated/sdk/), with zod.gen.ts and sdk.gen.ts re-exporting them;
 *   2. src/operations/, one typed operation per operationId (required path parameters,
 *      paged lists with x-pagination, typed errors) on top of the SDK, re-exported by
 *      src/operations.gen.ts;
 *   3. src/testing/handlers.gen.ts, an msw handler per operation.
 *
 * One module per schema, SDK function and operation lets the app's bundler put each in the
 * chunk of the routes that use it: a bundler never splits a module.
 *
 *   pnpm generate            write them
 *   pnpm generate --check    fail if the committed files differ from a fresh generation
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { parse } from 'yaml';
import { generatorConfig } from '../openapi-ts.config.ts';
import { withoutHeaderValidation } from './without-header-validation.ts';
import { withoutServerSentEvents } from './without-server-sent-events.ts';
import { isExportedConstant, isExportedFunction, splitModule } from './split-modules.ts';

const packageRoot = join(import.meta.dirname, '..');
const specificationPath = join(packageRoot, 'openapi', 'stampcard.yaml');
const committed = {
  generated: join(packageRoot, 'src', 'generated'),
  operations: join(packageRoot, 'src', 'operations.gen.ts'),
  operationModules: join(packageRoot, 'src', 'operations'),
  handlers: join(packageRoot, 'src', 'testing', 'handlers.gen.ts'),
};
type Target = typeof committed;

/** Operations written by hand because their answer is not JSON (see src/report.ts). */
const handWritten = new Set(['exportReport']);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}
interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  summary?: string;
  parameters?: (Parameter | { $ref: string })[];
  responses: Record<string, Response | { $ref: string }>;
}
interface Specification {
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, Parameter> };
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function resolveParameter(specification: Specification, parameter: Parameter | { $ref: string }): Parameter {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.split('/').pop() ?? '';
  const resolved = specification.components?.parameters?.[name];
  if (!resolved) throw new Error(`Unresolved parameter ${parameter.$ref}`);
  return resolved;
}

interface OperationSummary {
  name: string;
  method: string;
  path: string;
  summary: string;
  required: string[];
  /** Header parameters the call cannot do without, e.g. `If-Match`. */
  requiredHeaders: string[];
  status: number;
  kind: 'json' | 'paged' | 'file';
  /** The content types of the successful answer, e.g. `['image/png']` for a file. */
  contentTypes: string[];
}

/** Every operation of the contract, in document order. */
export function listOperations(specification: Specification): OperationSummary[] {
  const operations: OperationSummary[] = [];
  for (const [path, item] of Object.entries(specification.paths)) {
    const shared = (Array.isArray(item.parameters) ? item.parameters : []).map((parameter) =>
      resolveParameter(specification, parameter),
    );
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...(operation.parameters ?? []).map((p) => resolveParameter(specification, p))];
      const [status = '200', success = {}] =
        Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
      const headers = '$ref' in success ? {} : (success.headers ?? {});
      const content = '$ref' in success ? {} : (success.content ?? {});
      const paged = Object.keys(headers).some((name) => name.toLowerCase() === 'x-pagination');
      const file = Object.keys(content).length > 0 && !('application/json' in content);
      operations.push({
        name: operation.operationId,
        method,
        path,
        summary: operation.summary ?? operation.operationId,
        required: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        requiredHeaders: parameters
          .filter((parameter) => parameter.in === 'header' && parameter.required === true)
          .map((parameter) => parameter.name),
        status: Number(status),
        kind: paged ? 'paged' : file ? 'file' : 'json',
        contentTypes: Object.keys(content),
      });
    }
  }
  return operations;
}

const header = '// Generated by scripts/generate.ts from openapi/stampcard.yaml. Do not edit: run `pnpm generate`.';

/**
 * src/operations/<name>.gen.ts: one typed operation per operationId, on top of its generated
 * SDK function (`sdkModules`: the module of each, as imported from src/generated/), and
 * src/operations.gen.ts re-exporting them all.
 */
export function operationsSources(
  operations: OperationSummary[],
  sdkModules: ReadonlyMap<string, string>,
): { barrel: string; modules: Map<string, string> } {
  const modules = new Map<string, string>();
  const reexports: string[] = [];
  for (const { name, method, path, summary, required, requiredHeaders, kind, contentTypes } of operations) {
    if (handWritten.has(name)) continue;
    const sdkModule = sdkModules.get(name);
    if (sdkModule === undefined) throw new Error(`The generated SDK has no function ${name}.`);
    const type = pascal(name);
    const define =
      kind === 'paged' ? 'definePagedOperation' : kind === 'file' ? 'defineFileOperation' : 'defineOperation';
    const sdkName = `sdk${type}`;
    const all = [...required, ...requiredHeaders];
    const requiredList = all.length > 0 ? `, required: [${all.map((parameter) => `'${parameter}'`).join(', ')}]` : '';
    // A file's operation resolves to a Blob of one of its content types.
    const typeArguments = kind === 'file' ? `${type}Data` : `${type}Data, ${type}Response`;
    const fileList =
      kind === 'file' ? `, contentTypes: [${contentTypes.map((contentType) => `'${contentType}'`).join(', ')}]` : '';
    modules.set(
      `${name}.gen.ts`,
      [
        header,
        `import { ${name} as ${sdkName} } from '${sdkModule.replace(/^\.\//, '../generated/')}';`,
        `import type { ${typeArguments} } from '../generated/types.gen';`,
        `import { ${define} } from '../operation';`,
        '',
        `/** ${summary} (${method.toUpperCase()} ${path}). */`,
        `export const ${name} = /* @__PURE__ */ ${define}<${typeArguments}>('${name}', ${sdkName}, { method: '${method.toUpperCase()}'${requiredList}${fileList} });`,
        '',
      ].join('\n'),
    );
    reexports.push(`export { ${name} } from './operations/${name}.gen';`);
  }
  return { barrel: [header, ...reexports, ''].join('\n'), modules };
}

/** src/testing/handlers.gen.ts: an msw handler factory per operation, typed by the contract. */
export function handlersSource(operations: OperationSummary[]): string {
  const lines = [
    header,
    "import { http } from 'msw';",
    "import type * as types from '../generated/types.gen';",
    "import { respond, respondFile, respondPaged, type MockPage, type MockResponse } from './respond';",
    '',
    '/**',
    ' * msw handlers of every operation, matching any origin: `handlers.getCard(buildCard())`,',
    ' * `handlers.getBusinesses({ items: [...] })`, `handlers.getCard(apiError(404))`, `handlers.getCard(loading)`.',
    ' */',
    'export const handlers = {',
  ];
  for (const { name, method, path, summary, status, kind } of operations) {
    const type = `types.${pascal(name)}Response`;
    const mswPath = `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
    const [argument, resolver] =
      kind === 'paged'
        ? [`MockResponse<MockPage<${type}[number]>>`, 'respondPaged(response)']
        : kind === 'file'
          ? ['MockResponse<Blob>', 'respondFile(response)']
          : [`MockResponse<${type}>`, `respond(response, ${status})`];
    lines.push(
      `  /** ${summary} (${method.toUpperCase()} ${path}). */`,
      `  ${name}: (response: ${argument}) => http.${method}('${mswPath}', ${resolver}),`,
    );
  }
  lines.push('};', '');
  return lines.join('\n');
}

function listFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Writes files by path relative to `directory`, which is emptied first. */
function writeDirectory(directory: string, files: ReadonlyMap<string, string>) {
  rmSync(directory, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(directory, path)), { recursive: true });
    writeFileSync(join(directory, path), text);
  }
}

/**
 * Makes every top-level schema of zod.gen.ts droppable by a consumer's bundler: a schema
 * built with method calls (`z.int().check(...)`) is not provably side-effect free, so
 * without this an app importing one operation would bundle every schema. Wrapping each
 * initializer in a pure-annotated arrow call lets bundlers drop the unused ones.
 */
export function makeSchemasTreeShakeable(source: string): string {
  return source.replace(
    /^export const (\w+) = ([\s\S]*?);\n(?=\n|\/\*\*|$)/gm,
    (_, name: string, initializer: string) => `export const ${name} = /* @__PURE__ */ (() => ${initializer})();\n`,
  );
}

const splitHeader = (file: string) =>
  `// This file is auto-generated by @hey-api/openapi-ts and split out of ${file} by scripts/generate.ts`;

/**
 * Splits zod.gen.ts into generated/zod/<schema>.gen.ts and sdk.gen.ts into
 * generated/sdk/<operation>.gen.ts; both files re-export what moved out of them. Returns the
 * module of each SDK function, as imported from generated/.
 */
function splitGenerated(generated: string): Map<string, string> {
  const clientPath = join(generated, 'client', 'client.gen.ts');
  const clientTypesPath = join(generated, 'client', 'types.gen.ts');
  const withoutEvents = withoutServerSentEvents(
    readFileSync(clientPath, 'utf8'),
    readFileSync(clientTypesPath, 'utf8'),
  );
  writeFileSync(clientPath, withoutEvents.client);
  writeFileSync(clientTypesPath, withoutEvents.types);

  const schemasPath = join(generated, 'zod.gen.ts');
  const schemas = splitModule(makeSchemasTreeShakeable(readFileSync(schemasPath, 'utf8')), {
    fileName: 'zod.gen.ts',
    directory: 'zod',
    header: splitHeader('zod.gen.ts'),
    moves: isExportedConstant,
  });
  writeDirectory(join(generated, 'zod'), schemas.modules);
  writeFileSync(schemasPath, schemas.barrel);

  const sdkPath = join(generated, 'sdk.gen.ts');
  const sdk = splitModule(withoutHeaderValidation(readFileSync(sdkPath, 'utf8')), {
    fileName: 'sdk.gen.ts',
    directory: 'sdk',
    header: splitHeader('sdk.gen.ts'),
    moves: isExportedFunction,
    redirects: new Map([['./zod.gen', schemas.moduleOf]]),
  });
  writeDirectory(join(generated, 'sdk'), sdk.modules);
  writeFileSync(sdkPath, sdk.barrel);
  return sdk.moduleOf;
}

async function generate(target: Target) {
  await createClient(generatorConfig(target.generated));
  const sdkModules = splitGenerated(target.generated);
  const operations = listOperations(parse(readFileSync(specificationPath, 'utf8')) as Specification);
  const { barrel, modules } = operationsSources(operations, sdkModules);
  writeDirectory(target.operationModules, modules);
  writeFileSync(target.operations, barrel);
  writeFileSync(target.handlers, handlersSource(operations));
}

/** The files that differ between two folders, or exist in only one, as `label/path`. */
function compareDirectories(fresh: string, current: string, label: string): string[] {
  const freshFiles = listFiles(fresh).map((file) => relative(fresh, file));
  const currentFiles = listFiles(current).map((file) => relative(current, file));
  const differences: string[] = [];
  for (const file of [...new Set([...freshFiles, ...currentFiles])].sort()) {
    const a = freshFiles.includes(file) ? readFileSync(join(fresh, file), 'utf8') : undefined;
    const b = currentFiles.includes(file) ? readFileSync(join(current, file), 'utf8') : undefined;
    if (a !== b)
      differences.push(`${label}/${file}${b === undefined ? ' (missing)' : a === undefined ? ' (stale)' : ''}`);
  }
  return differences;
}

if (process.argv.includes('--check')) {
  const scratch = mkdtempSync(join(tmpdir(), 'stampcard-generate-'));
  try {
    const fresh: Target = {
      generated: join(scratch, 'generated'),
      operations: join(scratch, 'operations.gen.ts'),
      operationModules: join(scratch, 'operations'),
      handlers: join(scratch, 'handlers.gen.ts'),
    };
    await generate(fresh);
    const differences = [
      ...compareDirectories(fresh.generated, committed.generated, 'src/generated'),
      ...compareDirectories(fresh.operationModules, committed.operationModules, 'src/operations'),
    ];
    for (const key of ['operations', 'handlers'] as const) {
      const current = existsSync(committed[key]) ? readFileSync(committed[key], 'utf8') : undefined;
      if (readFileSync(fresh[key], 'utf8') !== current) differences.push(relative(packageRoot, committed[key]));
    }
    if (differences.length > 0) {
      process.stderr.write(
        `The generated client is out of date with openapi/stampcard.yaml:\n  ${differences.join('\n  ')}\nRun \`pnpm --filter @stampcard/api-client generate\` and commit the result.\n`,
      );
      process.exit(1);
    }
    process.stdout.write('The generated client matches openapi/stampcard.yaml.\n');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  await generate(committed);
  process.stdout.write(
    'Generated src/generated/, src/operations/, src/operations.gen.ts and src/testing/handlers.gen.ts from openapi/stampcard.yaml.\n',
  );
}
