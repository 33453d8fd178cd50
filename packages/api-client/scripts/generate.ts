/**
 * Generates the client from openapi/stampcard.yaml:
 *   1. src/generated/  by @hey-api/openapi-ts (ky client, types, zod/mini schemas, SDK), then
 *      split: one module per schema (src/generated/zod/) and per SDK function
 *      (src/generated/sdk/), with zod.gen.ts and sdk.gen.ts re-exporting them;
 *   2. src/operations/, one typed operation per operationId (required path parameters,
 *      paged lists with x-pagination, typed errors) on top of the SDK, re-exported by
 *      src/operations.gen.ts;
 *   3. src/testing/handlers.gen.ts, an msw handler per operation;
 *   4. src/limits.gen.ts, the bounds of every property of the contract's object schemas
 *      (`@stampcard/api-client/limits`), for forms that check what the server will refuse.
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
  limits: join(packageRoot, 'src', 'limits.gen.ts'),
};
type Target = typeof committed;

/** Operations written by hand because their answer is not JSON (see src/report.ts). */
const handWritten = new Set(['exportReport']);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
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
  /** Whether the operation takes a list's FilterType/Filter pairs, given as `query.filters`. */
  filtered: boolean;
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
        filtered: parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'FilterType'),
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
  for (const { name, method, path, summary, required, requiredHeaders, kind, filtered, contentTypes } of operations) {
    if (handWritten.has(name)) continue;
    const sdkModule = sdkModules.get(name);
    if (sdkModule === undefined) throw new Error(`The generated SDK has no function ${name}.`);
    const type = pascal(name);
    const define =
      kind === 'paged' ? 'definePagedOperation' : kind === 'file' ? 'defineFileOperation' : 'defineOperation';
    const sdkName = `sdk${type}`;
    const all = [...required, ...requiredHeaders];
    const requiredList = all.length > 0 ? `, required: [${all.map((parameter) => `'${parameter}'`).join(', ')}]` : '';
    // A file's operation resolves to a Blob of one of its content types; the export of a list
    // takes the list's filters as `query.filters`, as the paged list does (`ListCallOptions`).
    const isFilteredFile = kind === 'file' && filtered;
    const importedTypes = kind === 'file' ? `${type}Data` : `${type}Data, ${type}Response`;
    const typeArguments = isFilteredFile ? `${type}Data, ListCallOptions<${type}Data>` : importedTypes;
    const defineImport = isFilteredFile ? `${define}, type ListCallOptions` : define;
    const fileList =
      kind === 'file' ? `, contentTypes: [${contentTypes.map((contentType) => `'${contentType}'`).join(', ')}]` : '';
    modules.set(
      `${name}.gen.ts`,
      [
        header,
        `import { ${name} as ${sdkName} } from '${sdkModule.replace(/^\.\//, '../generated/')}';`,
        `import type { ${importedTypes} } from '../generated/types.gen';`,
        `import { ${defineImport} } from '../operation';`,
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

/** The keywords of a schema that bound a value, as a form can check them. */
const boundKeywords = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems'] as const;
type BoundKeyword = (typeof boundKeywords)[number];

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  items?: SchemaObject;
  additionalProperties?: SchemaObject | boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

/** A property's bounds: its own keywords, then those of its items (arrays) and values (maps). */
interface Bounds extends Partial<Record<BoundKeyword, number>> {
  items?: Bounds;
  values?: Bounds;
}

function resolveSchema(specification: Specification, schema: SchemaObject): SchemaObject {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const resolved = specification.components?.schemas?.[name] as SchemaObject | undefined;
  if (!resolved) throw new Error(`Unresolved schema ${schema.$ref}`);
  return resolved;
}

/**
 * The bounds of a schema: a `$ref`'s target with the keywords written beside the `$ref`
 * winning, and the one non-null member of an `anyOf`/`oneOf` (a nullable reference).
 */
function boundsOf(specification: Specification, schema: SchemaObject): Bounds {
  const members = (schema.anyOf ?? schema.oneOf ?? []).filter((member) => member.type !== 'null');
  const base =
    schema.$ref !== undefined
      ? boundsOf(specification, resolveSchema(specification, schema))
      : members.length === 1 && members[0] !== undefined
        ? boundsOf(specification, members[0])
        : {};
  const bounds: Bounds = { ...base };
  for (const keyword of boundKeywords) {
    const value = schema[keyword];
    if (typeof value === 'number') bounds[keyword] = value;
  }
  if (schema.items !== undefined) {
    const items = boundsOf(specification, schema.items);
    if (Object.keys(items).length > 0) bounds.items = items;
  }
  if (typeof schema.additionalProperties === 'object') {
    const values = boundsOf(specification, schema.additionalProperties);
    if (Object.keys(values).length > 0) bounds.values = values;
  }
  return bounds;
}

/** The properties of an object schema and the names it requires, `allOf` parts merged. */
function objectProperties(
  specification: Specification,
  schema: SchemaObject,
): { properties: Record<string, SchemaObject>; required: Set<string> } {
  const resolved = resolveSchema(specification, schema);
  const properties: Record<string, SchemaObject> = { ...resolved.properties };
  const required = new Set(resolved.required ?? []);
  for (const part of resolved.allOf ?? []) {
    const merged = objectProperties(specification, part);
    Object.assign(properties, merged.properties);
    for (const name of merged.required) required.add(name);
  }
  return { properties, required };
}

/** `bounds` as the entries of an object literal, e.g. `['maxLength: 200']`. */
function boundsEntries(bounds: Bounds): string[] {
  return [
    ...boundKeywords.flatMap((keyword) => (bounds[keyword] === undefined ? [] : [`${keyword}: ${bounds[keyword]}`])),
    ...(bounds.items ? [`items: { ${boundsEntries(bounds.items).join(', ')} }`] : []),
    ...(bounds.values ? [`values: { ${boundsEntries(bounds.values).join(', ')} }`] : []),
  ];
}

/**
 * src/limits.gen.ts: per object schema of the contract, the bounds of each property that has
 * any or is required, one exported constant per schema so a bundler keeps only those used.
 */
export function limitsSource(specification: Specification): string {
  const lines = [
    header,
    '',
    '/** The bounds the contract puts on a value: its length, its range, its number of items. */',
    'export interface Bounds {',
    '  /** The fewest characters of a string. */',
    '  readonly minLength?: number;',
    '  /** The most characters of a string. */',
    '  readonly maxLength?: number;',
    '  /** The smallest number allowed (inclusive). */',
    '  readonly minimum?: number;',
    '  /** The largest number allowed (inclusive). */',
    '  readonly maximum?: number;',
    '  /** The most items of an array. */',
    '  readonly maxItems?: number;',
    '  /** The bounds of each item of an array. */',
    '  readonly items?: Bounds;',
    '  /** The bounds of each value of a map (an object keyed by any name). */',
    '  readonly values?: Bounds;',
    '}',
    '',
    '/** The bounds of one property of a schema, and whether the schema requires it. */',
    'export interface FieldLimits extends Bounds {',
    '  /** Whether the property must be present. */',
    '  readonly required: boolean;',
    '}',
  ];
  for (const [name, schema] of Object.entries(specification.components?.schemas ?? {})) {
    const { properties, required } = objectProperties(specification, schema as SchemaObject);
    const fields: string[] = [];
    for (const [property, propertySchema] of Object.entries(properties)) {
      const bounds = boundsOf(specification, propertySchema);
      if (Object.keys(bounds).length === 0 && !required.has(property)) continue;
      const entries = [`required: ${required.has(property)}`, ...boundsEntries(bounds)];
      fields.push(`  ${property}: { ${entries.join(', ')} },`);
    }
    if (fields.length === 0) continue;
    lines.push(
      '',
      `/** The bounds of ${name}'s properties. */`,
      `export const ${name} = {`,
      ...fields,
      '} as const satisfies Readonly<Record<string, FieldLimits>>;',
    );
  }
  // The shared parameters (a list's SearchTerm, pageCount...), keyed by their name in the contract.
  const parameters = Object.entries(specification.components?.parameters ?? {}).flatMap(([name, parameter]) => {
    const bounds: Bounds =
      parameter.schema === undefined ? {} : boundsOf(specification, parameter.schema as SchemaObject);
    if (Object.keys(bounds).length === 0 && parameter.required !== true) return [];
    const entries = [`required: ${parameter.required === true}`, ...boundsEntries(bounds)];
    return [`  ${name}: { ${entries.join(', ')} },`];
  });
  if (parameters.length > 0) {
    lines.push(
      '',
      "/** The bounds of the contract's shared parameters, e.g. a list's `SearchTerm` and `pageCount`. */",
      'export const parameters = {',
      ...parameters,
      '} as const satisfies Readonly<Record<string, FieldLimits>>;',
    );
  }
  lines.push('');
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
  const specification = parse(readFileSync(specificationPath, 'utf8')) as Specification;
  const operations = listOperations(specification);
  const { barrel, modules } = operationsSources(operations, sdkModules);
  writeDirectory(target.operationModules, modules);
  writeFileSync(target.operations, barrel);
  writeFileSync(target.handlers, handlersSource(operations));
  writeFileSync(target.limits, limitsSource(specification));
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
      limits: join(scratch, 'limits.gen.ts'),
    };
    await generate(fresh);
    const differences = [
      ...compareDirectories(fresh.generated, committed.generated, 'src/generated'),
      ...compareDirectories(fresh.operationModules, committed.operationModules, 'src/operations'),
    ];
    for (const key of ['operations', 'handlers', 'limits'] as const) {
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
    'Generated src/generated/, src/operations/, src/operations.gen.ts, src/testing/handlers.gen.ts and src/limits.gen.ts from openapi/stampcard.yaml.\n',
  );
}
