// @vitest-environment node
/**
 * Ids are whole numbers from 1 to 2147483647, as the contract bounds them (PostgreSQL `integer`):
 * every whole-number id in the paths and queries of the contract, read from the OpenAPI document so
 * an operation added later is covered too, is a 400 naming it when it is past that range or not a
 * whole number, never a 500; the largest id, which no row has, is a 404.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signIn, startHarness, type Harness } from '../src/testing/harness.ts';

interface SchemaObject {
  type?: string;
  enum?: unknown[];
  $ref?: string;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: SchemaObject;
}

interface Reference {
  $ref: string;
}

interface OperationObject {
  operationId?: string;
  parameters?: (ParameterObject | Reference)[];
  requestBody?: { content?: Record<string, unknown> } | Reference;
}

interface PathItemObject {
  parameters?: (ParameterObject | Reference)[];
  [method: string]: OperationObject | (ParameterObject | Reference)[] | undefined;
}

const document = parse(readFileSync(new URL('../../api-client/openapi/stampcard.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, PathItemObject>;
  components: {
    parameters: Record<string, ParameterObject>;
    requestBodies: Record<string, { content: Record<string, unknown> }>;
    schemas: Record<string, SchemaObject>;
  };
};

/** The component a `$ref` names (`#/components/parameters/CardId`). */
function component<T>(table: Record<string, T>, reference: string): T {
  const value = table[reference.split('/').at(-1) ?? ''];
  if (value === undefined) throw new Error(`The document has no ${reference}.`);
  return value;
}
const isReference = (value: object): value is Reference => '$ref' in value;
const parameter = (value: ParameterObject | Reference): ParameterObject =>
  isReference(value) ? component(document.components.parameters, value.$ref) : value;
const schemaOf = (schema: SchemaObject): SchemaObject =>
  schema.$ref ? schemaOf(component(document.components.schemas, schema.$ref)) : schema;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, value]) => {
    if (!methods.includes(method)) return [];
    const operation = value as OperationObject;
    if (!operation.operationId) return [];
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(parameter);
    const requestBody =
      operation.requestBody && isReference(operation.requestBody)
        ? component(document.components.requestBodies, operation.requestBody.$ref)
        : operation.requestBody;
    const contentType = Object.keys(requestBody?.content ?? {})[0];
    return [{ method: method.toUpperCase(), path, name: operation.operationId, parameters, contentType }];
  }),
);

type Operation = (typeof operations)[number];

const isWholeNumber = (parameter: ParameterObject) => schemaOf(parameter.schema).type === 'integer';

/** Every whole-number parameter of every path, with its operation. */
const pathIds = operations.flatMap((operation) =>
  operation.parameters
    .filter((parameter) => parameter.in === 'path' && isWholeNumber(parameter))
    .map((parameter) => ({ ...operation, parameter: parameter.name })),
);

/** Every whole-number query parameter naming a row (`storeID`), with its operation. */
const queryIds = operations.flatMap((operation) =>
  operation.parameters
    .filter((parameter) => parameter.in === 'query' && isWholeNumber(parameter) && /I[Dd]$/.test(parameter.name))
    .map((parameter) => ({ ...operation, parameter: parameter.name })),
);

/** The largest id a row can have (PostgreSQL `integer`); the seed has no row with it. */
const largestId = '2147483647';
const pastEveryId = ['2147483648', '99999999999999999999'];

let harness: Harness;
let token: string;

beforeAll(async () => {
  harness = await startHarness();
  token = (await signIn(harness.url, 'admin@stampcard.test')).accessToken;
}, 60_000);
afterAll(() => harness.close());

/** The path with `parameter` set to `value` and every other parameter to 1 (rows the seed has). */
const pathWith = (path: string, parameter: string, value: string) =>
  path.replace(`{${parameter}}`, encodeURIComponent(value)).replace(/\{\w+\}/g, '1');

/** Calls the operation as an administrator, with an empty body of the type it takes. */
async function call({ method, contentType }: Operation, path: string) {
  const body = contentType === undefined ? undefined : contentType.includes('json-patch') ? '[]' : '{}';
  const response = await fetch(`${harness.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
  });
  const text = await response.text();
  // A file (a list's export as CSV) is its text; every other answer is JSON.
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: text === '' ? undefined : isJson ? (JSON.parse(text) as unknown) : text };
}

/** A value the query parameter accepts, for the required parameters beside the one under test. */
function validValue(parameter: ParameterObject): string {
  const schema = schemaOf(parameter.schema);
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer') return '1';
  return '2026-01-01T00:00:00';
}

describe('ids in paths', () => {
  it('covers every operation with a whole-number id in its path', () => {
    expect(pathIds.map(({ name, parameter }) => `${name} ${parameter}`)).toEqual(
      expect.arrayContaining([
        'getCard id',
        'deleteCard id',
        'getStoreCards id',
        'patchBusiness id',
        'createBusinessStaffMember id',
        'patchBusinessStore storeId',
        'removeStoreStaffMember id',
        'removeStoreStaffMember storeId',
        'removeStoreStaffMember staffId',
        'getStaffMember staffId',
        'deleteTag id',
      ]),
    );
  });

  it.each(pathIds)(
    '$method $path ($name): $parameter past every id a row can have is a 400 naming it',
    async (operation) => {
      for (const value of pastEveryId) {
        const answer = await call(operation, pathWith(operation.path, operation.parameter, value));
        expect(answer.status, `${operation.parameter}=${value}`).toBe(400);
        expect(answer.body).toMatchObject({
          errors: { [`path.${operation.parameter}`]: [`Must be a whole number from 1 to ${largestId}.`] },
          status: 400,
        });
      }
    },
  );

  it.each(pathIds)(
    '$method $path ($name): $parameter as the largest id, which no row has, is a 404',
    async (operation) => {
      const answer = await call(operation, pathWith(operation.path, operation.parameter, largestId));
      expect(answer.status).toBe(404);
    },
  );

  it.each(pathIds)(
    '$method $path ($name): $parameter that is not a whole number from 1 up is a 400 naming it',
    async (operation) => {
      for (const value of ['abc', '0', '-1', '1.5', '1e3']) {
        const answer = await call(operation, pathWith(operation.path, operation.parameter, value));
        expect(answer.status, `${operation.parameter}=${value}`).toBe(400);
        expect(answer.body).toMatchObject({
          errors: { [`path.${operation.parameter}`]: [`Must be a whole number from 1 to ${largestId}.`] },
        });
      }
    },
  );
});

describe('ids in queries', () => {
  it('covers the store of the NFC tags list and of every insights widget', () => {
    expect(queryIds.map(({ name, parameter }) => `${name} ${parameter}`)).toEqual(
      expect.arrayContaining([
        'getTags storeID',
        'getUserTiles storeID',
        'getTopCards storeID',
        'getStampsChart storeID',
        'getRewardsChart storeID',
      ]),
    );
  });

  it.each(queryIds)(
    '$method $path ($name): $parameter past every id a row can have is a 400 naming it',
    async (operation) => {
      const query = (value: string) => {
        const search = new URLSearchParams();
        for (const other of operation.parameters) {
          if (other.in !== 'query') continue;
          if (other.name === operation.parameter) search.set(other.name, value);
          else if (other.required) search.set(other.name, validValue(other));
        }
        return `${pathWith(operation.path, '', '')}?${search}`;
      };
      expect((await call(operation, query(largestId))).status).not.toBe(500);
      for (const value of pastEveryId) {
        const answer = await call(operation, query(value));
        expect(answer.status, `${operation.parameter}=${value}`).toBe(400);
        expect(Object.keys((answer.body as { errors: object }).errors)).toEqual([`query.${operation.parameter}`]);
      }
    },
  );
});
