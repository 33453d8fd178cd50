// @vitest-environment node
/**
 * The API enforces exactly the contract's bounds: for every operation of the OpenAPI document, every
 * bounded input (path and query parameters, request-body properties at any depth: through $ref,
 * allOf, anyOf with null, nested objects, array items and map values) is sent one past its bound
 * (a string of maxLength + 1 characters, a number of maximum + 1 or minimum - 1, an array of
 * maxItems + 1 items), which is a 400 naming the field, and at its bound, which is taken. Every
 * date (format date, date-time or date-time-local) is sent malformed or impossible, which is a 400
 * naming it, and at the calendar's edges, which are taken. Each operation starts from one valid request of the table below, signed in as the demo administrator;
 * an operation of the document without one fails the test, so none is forgotten.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApi } from '../src/api/app.ts';
import { addressLookupKeyHeader, demoAddressLookupKey } from '../src/api/routes/addresses.ts';
import { signIn, startHarness, testNow, type Harness } from '../src/testing/harness.ts';

// ----------------------------------------------------------------------------- the document

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  readOnly?: boolean;
  properties?: Record<string, SchemaObject>;
  additionalProperties?: SchemaObject | boolean;
  items?: SchemaObject;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
}

interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: SchemaObject;
}

interface MediaTypes {
  $ref?: string;
  content?: Record<string, { schema: SchemaObject }>;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: MediaTypes;
}

const document = parse(readFileSync(new URL('../../api-client/openapi/stampcard.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, OperationObject | ParameterObject[]>>;
};

/** The object a local `$ref` (`#/components/schemas/Card`) points to. */
function resolve<T extends { $ref?: string }>(value: T): T {
  if (value.$ref === undefined) return value;
  const target = value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  return resolve(target as T);
}

/** Where a bounded input is: its place in the request and its path there (`configuration.rewards.0.trigger`). */
interface Field {
  in: 'path' | 'query' | 'body';
  /** Property names, `0` for an array's item, `*` for a map's value. */
  path: string[];
  schema: SchemaObject;
}

/** The contract's error key for a field: `body.configuration.rewards`, `query.pageCount`, `path.id`. */
const keyOf = (field: Field) => [field.in, ...field.path.map((part) => (part === '*' ? '' : part))].join('.');

const isBounded = (schema: SchemaObject) =>
  schema.maxLength !== undefined ||
  schema.maximum !== undefined ||
  schema.minimum !== undefined ||
  schema.maxItems !== undefined;

/** The formats of a calendar date or date and time. */
const dateFormats: ReadonlySet<string> = new Set(['date', 'date-time', 'date-time-local']);

const isDate = (schema: SchemaObject) => schema.format !== undefined && dateFormats.has(schema.format);

/** Every input under `schema` that `test` picks, with what the schemas it combines say. */
function fieldsWhere(
  test: (schema: SchemaObject) => boolean,
  schema: SchemaObject,
  place: Field['in'],
  path: string[],
  seen: string[] = [],
): Field[] {
  if (schema.$ref !== undefined) {
    if (seen.includes(schema.$ref)) return [];
    return fieldsWhere(test, resolve(schema), place, path, [...seen, schema.$ref]);
  }
  if (schema.readOnly) return [];
  const fields: Field[] = test(schema) ? [{ in: place, path, schema }] : [];
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    fields.push(...fieldsWhere(test, part, place, path, seen));
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    fields.push(...fieldsWhere(test, property, place, [...path, name], seen));
  }
  if (schema.items) fields.push(...fieldsWhere(test, schema.items, place, [...path, '0'], seen));
  if (typeof schema.additionalProperties === 'object') {
    fields.push(...fieldsWhere(test, schema.additionalProperties, place, [...path, '*'], seen));
  }
  return fields;
}

/** Every bounded input under `schema`, with the bounds of the schemas it combines. */
const boundedFields = (schema: SchemaObject, place: Field['in'], path: string[]) =>
  fieldsWhere(isBounded, schema, place, path);

/** Every date, or date and time, under `schema`. */
const dateFields = (schema: SchemaObject, place: Field['in'], path: string[]) =>
  fieldsWhere(isDate, schema, place, path);

const methods = ['get', 'put', 'post', 'delete', 'patch'];

const operations = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.entries(item).flatMap(([method, value]) => {
    if (!methods.includes(method)) return [];
    const operation = value as OperationObject;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    const parameters = [...shared, ...(operation.parameters ?? [])].map(resolve);
    const body = operation.requestBody ? resolve(operation.requestBody) : undefined;
    const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
    const inputs = parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
    const fields = [
      ...inputs.flatMap((parameter) => boundedFields(parameter.schema, parameter.in as Field['in'], [parameter.name])),
      ...(media ? boundedFields(media.schema, 'body', []) : []),
    ];
    const dates = [
      ...inputs.flatMap((parameter) => dateFields(parameter.schema, parameter.in as Field['in'], [parameter.name])),
      ...(media ? dateFields(media.schema, 'body', []) : []),
    ];
    return [
      {
        name: operation.operationId ?? `${method} ${template}`,
        method: method.toUpperCase(),
        template,
        contentType,
        fields,
        dates,
      },
    ];
  }),
);

// ----------------------------------------------------------------------------- values at and past a bound

let unique = 0;
/** `length` letters and digits, different in every call (e-mail addresses and names must not repeat). */
function filler(length: number): string {
  unique += 1;
  const start = `u${unique}x`;
  return (start + 'a'.repeat(Math.max(0, length - start.length))).slice(0, length);
}

/**
 * A string of `length` characters the field's pattern and format take where one exists, each pattern
 * of the contract named here: a new pattern fails the test until it has a value.
 */
const textOfLength: Record<string, (length: number) => string> = {
  '': (length) => filler(length),
  'format:email': (length) => `${filler(length - '@example.com'.length)}@example.com`,
  'format:date': () => '2000-01-31',
  'format:uri-reference': (length) => `https://example.com/${filler(length - 20)}`,
  '^#[0-9A-Fa-f]{6}$': () => '#AABBCC',
  '^([sl]-)?[a-z0-9-]+$': (length) => 'a'.repeat(length),
  '^[A-Za-z0-9._~|@-]+$': (length) => filler(length),
  // The pattern takes 2 to 9 characters whatever maxLength says: at most 9 can ever be taken.
  '^[A-Za-z0-9 ]{2,9}$': (length) => filler(Math.min(length, 9)),
  '^[1-9]\\d{3}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$': () => '2026-01-01T00:00:00',
  '^[1-9]\\d{3}-\\d{2}-\\d{2}$': () => '2000-01-31',
  '^-?[A-Za-z_]+$': (length) => 'a'.repeat(length),
  '^[A-Za-z_]+$': (length) => 'a'.repeat(length),
  '^[A-Za-z]+$': (length) => 'a'.repeat(length),
  '^[A-Za-z0-9._-]+$': (length) => 'a'.repeat(length),
  '^/[A-Za-z0-9/_-]*$': (length) => `/${'a'.repeat(length - 1)}`,
  '^image/[A-Za-z0-9.+-]+$': (length) => `image/${'a'.repeat(length - 6)}`,
  '^(/[^/]*)*$': (length) => `/${'a'.repeat(length - 1)}`,
  // The longest postcode the UK form has, 8 characters with its space (no address of the seed's).
  '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$': () => 'SW1A 1AA',
};

function text(schema: SchemaObject, length: number): string {
  const kind = schema.pattern ?? (schema.format ? `format:${schema.format}` : '');
  const make = textOfLength[kind] ?? (schema.format && !schema.pattern ? textOfLength[''] : undefined);
  if (!make) throw new Error(`No value is known for the pattern ${kind}: add one to textOfLength.`);
  return make(length);
}

/**
 * Dates that are not dates, by format: each a 400 naming the field, never a 500 from the database
 * that cannot read them. A new date format fails the test until it has values here.
 */
const notDates: Record<string, readonly string[]> = {
  'date-time-local': [
    '2020-13-45T99:99:99',
    '0000-00-00T00:00:00',
    // A year 0: the database has none.
    '0000-01-01T00:00:00',
    '0999-12-31T23:59:59',
    '2023-02-29T00:00:00',
    '2026-04-31T12:00:00',
    '2026-01-01T24:00:00',
    '2026-01-01T23:60:00',
    '2026-01-01T00:00:00Z',
    '2026-01-01',
    'yesterday',
  ],
  date: ['2020-13-45', '0000-00-00', '0000-01-01', '0999-12-31', '2023-02-29', '2026-04-31', '2026-1-1', '31/01/2026'],
};

/** Dates at the edges of the calendar and of the years the contract takes: each taken. */
const edgeDates: Record<string, readonly string[]> = {
  'date-time-local': ['2024-02-29T23:59:59', '1000-01-01T00:00:00', '9999-12-31T23:59:59'],
  date: ['2024-02-29', '1000-01-01', '9999-12-31'],
};

/** A value at or past a bound: the bound's name, the value, and what the field holds. */
interface Probe {
  bound: 'maxLength' | 'maximum' | 'minimum' | 'maxItems';
  past: unknown;
  at: unknown;
}

function probes(schema: SchemaObject, items: unknown[]): Probe[] {
  const found: Probe[] = [];
  if (schema.maxLength !== undefined) {
    found.push({ bound: 'maxLength', past: 'x'.repeat(schema.maxLength + 1), at: text(schema, schema.maxLength) });
  }
  if (schema.maximum !== undefined) found.push({ bound: 'maximum', past: schema.maximum + 1, at: schema.maximum });
  if (schema.minimum !== undefined) found.push({ bound: 'minimum', past: schema.minimum - 1, at: schema.minimum });
  if (schema.maxItems !== undefined) {
    const count = schema.maxItems;
    const item = (index: number) => structuredClone(items[index % items.length]);
    found.push({
      bound: 'maxItems',
      past: Array.from({ length: count + 1 }, (_, index) => item(index)),
      at: Array.from({ length: count }, (_, index) => item(index)),
    });
  }
  return found;
}

/** Items to fill an array with: the enum's values in turn, or the base request's first item. */
function itemsFor(schema: SchemaObject, current: unknown): unknown[] {
  const item = schema.items ? resolve(schema.items) : undefined;
  const choices = item?.enum ?? item?.anyOf?.map(resolve).find((part) => part.enum)?.enum;
  if (choices) return choices;
  if (Array.isArray(current) && current.length > 0) return [current[0]];
  if (item && (item.type === 'string' || item.maxLength !== undefined)) return ['a'];
  throw new Error('The base request has no item to repeat in this array: give it one.');
}

// ----------------------------------------------------------------------------- requests

/** One request, before it is sent: its path parameters, query (repeated values as arrays) and body. */
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | (string | number)[]>;
  body?: unknown;
  headers?: Record<string, string>;
}

let harness: Harness;
let app: ReturnType<typeof createApi>;
let token: string;

interface Answer {
  status: number;
  body: { errors?: Record<string, string[]> | string[] } | undefined;
}

async function send(operation: (typeof operations)[number], call: Call): Promise<Answer> {
  const path = operation.template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(call.params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    for (const each of Array.isArray(value) ? value : [value]) search.append(name, String(each));
  }
  const response = await app.request(`http://localhost${path}${search.size > 0 ? `?${search}` : ''}`, {
    method: operation.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.body === undefined ? {} : { 'content-type': operation.contentType ?? 'application/json' }),
      ...call.headers,
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Answer['body']) : undefined;
  return { status: response.status, body };
}

/** What the seed and the table's set-up give the requests: ids of rows the administrator may change. */
interface Fixtures {
  businessId: number;
  storeId: number;
  card: Record<string, unknown>;
  staffId: number;
  userId: string;
  tagId: number;
  categoryId: number;
}
let fixtures: Fixtures;

/** Creates a row through the API and returns its answer's body. */
async function create(name: string, call: Call): Promise<Record<string, unknown>> {
  const operation = operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`The document has no ${name}.`);
  const answer = await send(operation, call);
  if (answer.status !== 201) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

const newUser = () => ({
  title: 'Ms',
  firstName: 'Ada',
  surname: 'Bounds',
  emailAddress: `${filler(10)}@example.com`,
  phoneNumber: '0123 456789',
  postCode: 'L1 8JQ',
  dateOfBirth: '1990-05-01',
  profileImage: { encodedString: 'aGk=', mimeType: 'image/png', url: 'https://example.com/ada.png' },
});

const newStore = () => ({
  name: filler(12),
  logoImageUrl: 'https://example.com/logo.png',
  description: 'A store for the bounds',
  categories: [{ categoryID: fixtures.categoryId, name: 'Food', imageUrl: null }],
  address: {
    address1: '1 Bound Street',
    address2: 'Floor 2',
    address3: 'Unit 3',
    cityTown: 'Liverpool',
    county: 'Merseyside',
    country: 'United Kingdom',
    postCode: 'L1 8JQ',
    latitude: 53.4,
    longitude: -2.98,
  },
});

const newCardConfiguration = () => ({
  ...(fixtures.card.configuration as Record<string, unknown>),
  totalNoOfStamps: 30,
  titleTextStyle: ['bold'],
  descriptionTextStyle: ['italic'],
  rewards: [
    {
      trigger: 1,
      title: 'Coffee',
      backgroundColour: '#FFFFFF',
      icon: 'coffee',
      fontColour: '#000000',
      textStyle: ['bold'],
      text: 'A free coffee',
    },
  ],
});

const replaceDescription = [{ op: 'replace', path: '/description', value: 'Bounded' }];

const newStaffMember = async () =>
  (
    await create('createBusinessStaffMember', {
      params: { id: fixtures.businessId },
      body: { user: newUser(), imageUrl: null },
    })
  ).staffID as number;

/** A customer row of an import, with every field: a new e-mail each time. */
const newCustomerRow = () => {
  const { profileImage: _image, ...user } = newUser();
  return user;
};

const newTag = () => ({ name: filler(8), tagReference: filler(16), storeID: fixtures.storeId, enabled: true });

/**
 * One valid request per operation of the contract, as the demo administrator: on a business and
 * store of this test's own (seed rows with id 1 may be deleted by the values at the bound); rows an
 * operation deletes or links are made for each request.
 */
const requests: Record<string, () => Call | Promise<Call>> = {
  getCards: () => ({}),
  createCard: () => ({
    body: {
      storeID: fixtures.storeId,
      storeGroupID: fixtures.businessId,
      name: 'Bounds',
      configuration: newCardConfiguration(),
    },
  }),
  updateCard: () => ({
    body: { ...fixtures.card, name: 'Bounds', configuration: newCardConfiguration() },
    headers: { 'If-Match': '*' },
  }),
  getCard: () => ({ params: { id: fixtures.card.loyaltyCardID as number } }),
  deleteCard: async () => ({
    params: {
      id: (await create('createCard', { body: { storeID: fixtures.storeId, configuration: newCardConfiguration() } }))
        .loyaltyCardID as number,
    },
  }),
  getCardImage: () => ({ params: { id: fixtures.card.loyaltyCardID as number }, query: { width: 100 } }),
  getCardChangeImpact: () => ({ body: { ...fixtures.card, name: 'Bounds', configuration: newCardConfiguration() } }),
  getCardDeletionImpact: () => ({ params: { id: fixtures.card.loyaltyCardID as number } }),
  getStoreCards: () => ({ params: { id: fixtures.storeId } }),
  getUserTiles: () => ({ query: { storeID: fixtures.storeId } }),
  getStampKpis: () => ({ query: { storeID: fixtures.storeId } }),
  getRewardKpis: () => ({ query: { storeID: fixtures.storeId } }),
  getTopCards: () => ({
    query: { storeID: fixtures.storeId, startDate: '2026-01-01T00:00:00', endDate: '2026-11-18T00:00:00' },
  }),
  getDevicePie: () => ({ query: { storeID: fixtures.storeId } }),
  getAuthenticationPie: () => ({ query: { storeID: fixtures.storeId } }),
  getStampsChart: () => ({
    query: { storeID: fixtures.storeId, startDate: '2026-01-01T00:00:00', endDate: '2026-11-18T00:00:00' },
  }),
  getRewardsChart: () => ({
    query: { storeID: fixtures.storeId, startDate: '2026-01-01T00:00:00', endDate: '2026-11-18T00:00:00' },
  }),
  getStores: () => ({}),
  getExternalStoreProviders: () => ({}),
  getStoreCategories: () => ({}),
  getBusinesses: () => ({}),
  createBusiness: () => ({
    body: {
      name: filler(12),
      description: 'A business for the bounds',
      imageUrl: 'https://example.com/business.png',
      isSingleStore: false,
      stores: [newStore()],
    },
  }),
  getBusiness: () => ({ params: { id: fixtures.businessId } }),
  patchBusiness: () => ({ params: { id: fixtures.businessId }, body: replaceDescription }),
  deleteBusiness: async () => ({
    params: {
      id: (await create('createBusiness', { body: { name: filler(12), isSingleStore: false } })).businessID as number,
    },
  }),
  toggleBusinessLock: () => ({ params: { id: fixtures.businessId } }),
  exportBusinesses: () => ({ query: { SearchTerm: 'a', OrderBy: '-name' } }),
  getBusinessStaff: () => ({ params: { id: fixtures.businessId } }),
  exportBusinessStaff: () => ({ params: { id: fixtures.businessId }, query: { OrderBy: 'email' } }),
  createBusinessStaffMember: () => ({ params: { id: fixtures.businessId }, body: { user: newUser(), imageUrl: null } }),
  getBusinessStaffMember: () => ({ params: { id: fixtures.businessId, staffId: fixtures.staffId } }),
  patchBusinessStaffMember: () => ({
    params: { id: fixtures.businessId, staffId: fixtures.staffId },
    body: [{ op: 'replace', path: '/imageUrl', value: null }],
  }),
  deleteBusinessStaffMember: async () => ({ params: { id: fixtures.businessId, staffId: await newStaffMember() } }),
  getBusinessStores: () => ({ params: { id: fixtures.businessId } }),
  exportBusinessStores: () => ({ params: { id: fixtures.businessId }, query: { OrderBy: '-no_of_employees' } }),
  createBusinessStore: () => ({ params: { id: fixtures.businessId }, body: newStore() }),
  getBusinessStore: () => ({ params: { id: fixtures.businessId, storeId: fixtures.storeId } }),
  patchBusinessStore: () => ({
    params: { id: fixtures.businessId, storeId: fixtures.storeId },
    body: replaceDescription,
  }),
  deleteBusinessStore: async () => ({
    params: {
      id: fixtures.businessId,
      storeId: (await create('createBusinessStore', { params: { id: fixtures.businessId }, body: newStore() }))
        .storeID as number,
    },
  }),
  addStoreStaffMember: async () => ({
    params: { id: fixtures.businessId, storeId: fixtures.storeId },
    body: { staffID: await newStaffMember() },
  }),
  removeStoreStaffMember: async () => {
    const staffId = await newStaffMember();
    const operation = operations.find((candidate) => candidate.name === 'addStoreStaffMember');
    if (operation)
      await send(operation, {
        params: { id: fixtures.businessId, storeId: fixtures.storeId },
        body: { staffID: staffId },
      });
    return { params: { id: fixtures.businessId, storeId: fixtures.storeId, staffId } };
  },
  getStaffMember: () => ({ params: { staffId: fixtures.staffId } }),
  getUsers: () => ({}),
  exportUsers: () => ({ query: { SearchTerm: 'example.com', FilterType: ['roles'], Filter: ['Customer'] } }),
  importCustomers: () => ({ body: { storeID: fixtures.storeId, onExisting: 'update', rows: [newCustomerRow()] } }),
  createUser: () => ({ body: newUser() }),
  getUsersByRole: () => ({ params: { role: 'Merchant' } }),
  getUser: () => ({ params: { id: fixtures.userId } }),
  updateUser: () => ({ params: { id: fixtures.userId }, body: newUser(), headers: { 'If-Match': '*' } }),
  resetUserPassword: () => ({ params: { id: fixtures.userId } }),
  getTags: () => ({ query: { storeID: fixtures.storeId } }),
  exportTags: () => ({ query: { storeID: fixtures.storeId } }),
  importTags: () => ({
    body: { storeID: fixtures.storeId, onExisting: 'update', rows: [{ name: filler(8), tagReference: filler(16) }] },
  }),
  createTag: () => ({ body: newTag() }),
  updateTag: () => ({ body: { ...newTag(), tagID: fixtures.tagId }, headers: { 'If-Match': '*' } }),
  getTag: () => ({ params: { id: fixtures.tagId } }),
  deleteTag: async () => ({ params: { id: (await create('createTag', { body: newTag() })).tagID as number } }),
  getReports: () => ({}),
  getMerchantReports: () => ({}),
  viewReport: () => ({ body: { reportPath: '/Reports/BusinessesOverview', page: 1, parameters: { Name: ['a'] } } }),
  exportReport: () => ({
    body: { reportPath: '/Reports/BusinessesOverview', page: 1, parameters: { Name: ['a'] }, format: 'CSV' },
  }),
  getHistory: () => ({ query: { from: '2026-01-01T00:00:00', to: '2026-12-31T23:59:59' } }),
  getBusinessHistory: () => ({ params: { id: fixtures.businessId }, query: { from: '2026-01-01T00:00:00' } }),
  exportHistory: () => ({ query: { from: '2026-01-01T00:00:00', to: '2026-12-31T23:59:59' } }),
  exportBusinessHistory: () => ({ params: { id: fixtures.businessId }, query: { from: '2026-01-01T00:00:00' } }),
  getClientConfiguration: () => ({ params: { clientId: 'Stampcard.Web' } }),
  findAddresses: () => ({
    query: { postcode: 'L1 4DS' },
    headers: { [addressLookupKeyHeader]: demoAddressLookupKey },
  }),
};

// ----------------------------------------------------------------------------- values at the bound that say nothing

/**
 * Fields whose value at the bound cannot be taken for what it names, not for its size: the answer
 * is then anything but a 400, or a 400 saying only `refusedAs` (never the bound's message).
 */
interface Meaningless {
  operations?: string[];
  field: RegExp;
  bound?: Probe['bound'];
  refusedAs?: RegExp;
  why: string;
}

const meaningless: Meaningless[] = [
  {
    field: /^(path\.(id|staffId|storeId)|body\.(loyaltyCardID|tagID))$/,
    bound: 'maximum',
    why: 'The largest id names no row of the seed: a 404, as for any id no row has.',
  },
  {
    field: /^(query\.storeID|body\.(storeID|storeGroupID))$/,
    bound: 'maximum',
    refusedAs: /^(Store|Business) 2147483647 does not exist\.$|^The store belongs to another business\.$/,
    why: 'The largest id names no store or business: a 404, or a 400 saying it does not exist.',
  },
  {
    field:
      /(^path\.(id|staffId|storeId)|^query\.storeID|^body\.(loyaltyCardID|tagID|staffID|storeID|storeGroupID)|categoryID)$/,
    bound: 'minimum',
    refusedAs: /does not exist|belongs to another business|must work for this business|categor/i,
    why: "Id 1 names the seed's first row, not the one the request was made for: it may be another business's, or deleted by this test already (a 404), or not fit the rest of the request.",
  },
  {
    field: /categories\.0\.categoryID$/,
    bound: 'maximum',
    refusedAs: /categor/i,
    why: 'The largest id names no category: a 400 saying which category is unknown.',
  },
  {
    field: /^body\.staffID$/,
    refusedAs: /^The staff member must work for this business\.$/,
    why: "A staff id names another business's staff member, or none: refused as not working for this one.",
  },
  {
    field: /^path\.(id|role|clientId)$/,
    bound: 'maxLength',
    why: 'A user id, role or client of that length names nothing: a 404 or an empty list.',
  },
  {
    field: /^query\.OrderBy$/,
    refusedAs: /^Unknown sort/,
    why: 'No list sorts by a name that long: refused as an unknown sort.',
  },
  {
    field: /^body\.0\.(path|from)$/,
    refusedAs: /./,
    why: 'A JSON pointer that long points at no field of the entity: the patch cannot be applied.',
  },
  {
    field: /mainContact\.user\.userID$/,
    refusedAs: /staff/,
    why: 'A user id that long names no staff member, who alone can be a manager.',
  },
  {
    field: /^body\.reportPath$/,
    why: 'A report path that long names no report: a 404.',
  },
];

const meaninglessAt = (operation: string, key: string, bound: Probe['bound']) =>
  meaningless.find(
    (rule) =>
      rule.field.test(key) &&
      (rule.bound === undefined || rule.bound === bound) &&
      (rule.operations === undefined || rule.operations.includes(operation)),
  );

// ----------------------------------------------------------------------------- changing one field

/** The call with `value` at the field (creating objects on the way); a query array's item sets the first value. */
function withValue(call: Call, field: Field, value: unknown): Call {
  const next = structuredClone(call);
  if (field.in === 'path') {
    next.params = { ...next.params, [field.path[0] ?? '']: value as string | number };
    return next;
  }
  if (field.in === 'query') {
    const name = field.path[0] ?? '';
    next.query = {
      ...next.query,
      [name]: field.path.length > 1 ? [value as string] : (value as string | number | string[]),
    };
    return next;
  }
  if (field.path.length === 0) return { ...next, body: value };
  let node = (next.body ??= {}) as Record<string, unknown>;
  field.path.forEach((part, index) => {
    const key = part === '*' ? (Object.keys(node)[0] ?? 'key') : part;
    if (index === field.path.length - 1) {
      node[key] = value;
      return;
    }
    const isItem = field.path[index + 1] === '0';
    node[key] ??= isItem ? [] : {};
    if (isItem && Array.isArray(node[key]) && (node[key] as unknown[]).length === 0) (node[key] as unknown[]).push({});
    node = node[key] as Record<string, unknown>;
  });
  return next;
}

/** The field's error key in this call: a map's value named by the call's key (`body.parameters.Name`). */
function keyIn(call: Call, field: Field): string {
  if (!field.path.includes('*')) return keyOf(field);
  let node: unknown = call.body;
  const parts = field.path.map((part) => {
    const key = part === '*' && node !== null && typeof node === 'object' ? (Object.keys(node)[0] ?? part) : part;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    return key;
  });
  return [field.in, ...parts].join('.');
}

/** The value the call has at the field now, for an array's items. */
function valueAt(call: Call, field: Field): unknown {
  if (field.in === 'path') return call.params?.[field.path[0] ?? ''];
  if (field.in === 'query') return call.query?.[field.path[0] ?? ''];
  return field.path.reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object') return undefined;
    const key = part === '*' ? Object.keys(node)[0] : part;
    return key === undefined ? undefined : (node as Record<string, unknown>)[key];
  }, call.body);
}

// ----------------------------------------------------------------------------- the tests

beforeAll(async () => {
  harness = await startHarness();
  const session = await signIn(harness.url, 'admin@stampcard.test');
  token = session.accessToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    roles: string[];
    exp: number;
  };
  // In process, with the administrator's own claims (as the provider issued them) for their token.
  // Rate limits are off: this test sends hundreds of requests within a second.
  const options = {
    database: harness.database,
    verifyAccessToken: (candidate: string) =>
      candidate === token ? Promise.resolve(claims) : Promise.reject(new Error('Not the test token.')),
    clientConfiguration: (clientId: string) => (clientId === 'Stampcard.Web' ? { client_id: clientId } : undefined),
    now: () => testNow,
    listCache: false,
    rateLimit: false as const,
  };
  app = createApi(options);
  const [category] = await harness.database.query<{ id: number }>(
    'SELECT category_id::int AS id FROM categories ORDER BY category_id LIMIT 1',
  );
  const [card] = await harness.database.query<{ id: number }>(
    'SELECT loyalty_card_id::int AS id FROM cards ORDER BY loyalty_card_id LIMIT 1',
  );
  if (!category || !card) throw new Error('The seed has no category or card.');
  const getCard = operations.find((operation) => operation.name === 'getCard');
  if (!getCard) throw new Error('The document has no getCard.');
  const { version: _version, ...template } = (await send(getCard, { params: { id: card.id } })).body as Record<
    string,
    unknown
  >;
  fixtures = { businessId: 0, storeId: 0, card: template, staffId: 0, userId: '', tagId: 0, categoryId: category.id };
  fixtures.businessId = (await create('createBusiness', { body: { name: filler(12), isSingleStore: false } }))
    .businessID as number;
  fixtures.storeId = (await create('createBusinessStore', { params: { id: fixtures.businessId }, body: newStore() }))
    .storeID as number;
  fixtures.staffId = await newStaffMember();
  const { version: _cardVersion, ...created } = await create('createCard', {
    body: { storeID: fixtures.storeId, configuration: newCardConfiguration() },
  });
  fixtures.card = created;
  fixtures.userId = (await create('createUser', { body: newUser() })).userID as string;
  fixtures.tagId = (await create('createTag', { body: newTag() })).tagID as number;
}, 60_000);
afterAll(() => harness.close());

describe('the table of requests', () => {
  it('has a valid request for every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map(({ name }) => name).filter((name) => !(name in requests))).toEqual([]);
    expect(Object.keys(requests).filter((name) => !operations.some((operation) => operation.name === name))).toEqual(
      [],
    );
  });

  it('covers the bounded inputs of every kind', () => {
    const keys = operations.flatMap(({ name, fields }) => fields.map((field) => `${name} ${keyOf(field)}`));
    expect(keys).toEqual(
      expect.arrayContaining([
        'createCard body.name',
        'createCard body.configuration.rewards',
        'createCard body.configuration.rewards.0.trigger',
        'createBusiness body.stores.0.address.latitude',
        'getBusinesses query.pageCount',
        'getBusinesses query.Filter',
        'patchBusiness body',
        'getCard path.id',
        'getUser path.id',
        'viewReport body.parameters.',
      ]),
    );
  });
});

describe.each(operations)('$method $template ($name)', (operation) => {
  const cases = operation.fields.flatMap((field) =>
    (['maxLength', 'maximum', 'minimum', 'maxItems'] as const)
      .filter((bound) => field.schema[bound] !== undefined)
      .map((bound) => ({ field, key: keyOf(field), bound, limit: field.schema[bound] })),
  );

  const probe = async (field: (typeof cases)[number]['field'], bound: Probe['bound']) => {
    const base = await requests[operation.name]?.();
    if (!base) throw new Error(`No request for ${operation.name} in the table.`);
    const items = field.schema.maxItems === undefined ? [] : itemsFor(field.schema, valueAt(base, field));
    const found = probes(field.schema, items).find((candidate) => candidate.bound === bound);
    if (!found) throw new Error(`No ${bound} for ${keyOf(field)}.`);
    return { base, found };
  };

  it('takes its valid request', async () => {
    const base = await requests[operation.name]?.();
    expect(base, `a request for ${operation.name}`).toBeDefined();
    const answer = await send(operation, base ?? {});
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  });

  if (cases.length === 0) return;

  it.each(cases)('$key one past its $bound ($limit) is a 400 naming it', async ({ field, bound }) => {
    const { base, found } = await probe(field, bound);
    const answer = await send(operation, withValue(base, field, found.past));
    expect(answer.status, JSON.stringify(answer.body ?? null).slice(0, 500)).toBe(400);
    expect(Object.keys(answer.body?.errors ?? {})).toContain(keyIn(base, field));
  });

  it.each(cases)(
    '$key at its $bound ($limit) is taken',
    async ({ field, key, bound }) => {
      const { base, found } = await probe(field, bound);
      const answer = await send(operation, withValue(base, field, found.at));
      const detail = JSON.stringify(answer.body ?? null).slice(0, 500);
      const rule = meaninglessAt(operation.name, key, bound);
      if (!rule) {
        expect(answer.status, detail).toBeGreaterThanOrEqual(200);
        expect(answer.status, detail).toBeLessThan(300);
        return;
      }
      // The value names nothing (rule.why): anything but a refusal for the bound.
      if (answer.status !== 400) return;
      expect(rule.refusedAs, `${rule.why} ${detail}`).toBeDefined();
      const errors = answer.body?.errors;
      const messages = Array.isArray(errors) ? errors : Object.values(errors ?? {}).flat();
      expect(messages.length, detail).toBeGreaterThan(0);
      for (const message of messages) expect(message, rule.why).toMatch(rule.refusedAs ?? /$^/);
    },
    30_000,
  );
});

describe('dates', () => {
  const dated = operations.flatMap((operation) =>
    operation.dates.map((field) => ({ operation, field, name: operation.name, key: keyOf(field) })),
  );
  const formatOf = (field: Field) => field.schema.format ?? '';
  const malformed = dated.flatMap((date) =>
    (notDates[formatOf(date.field)] ?? []).map((value) => ({ ...date, value })),
  );
  const edges = dated.flatMap((date) => (edgeDates[formatOf(date.field)] ?? []).map((value) => ({ ...date, value })));

  it('finds the dates of every read and write, and knows values for each format', () => {
    expect(dated.map(({ name, key }) => `${name} ${key}`)).toEqual(
      expect.arrayContaining([
        'getTopCards query.startDate',
        'getTopCards query.endDate',
        'getStampsChart query.startDate',
        'getStampsChart query.endDate',
        'getRewardsChart query.startDate',
        'getRewardsChart query.endDate',
        'createUser body.dateOfBirth',
        'updateUser body.dateOfBirth',
        'createBusinessStaffMember body.user.dateOfBirth',
      ]),
    );
    const formats = new Set(dated.map(({ field }) => formatOf(field)));
    expect([...formats].filter((format) => !(format in notDates) || !(format in edgeDates))).toEqual([]);
  });

  it.each(malformed)('$name $key: $value is a 400 naming it', async ({ operation, field, value }) => {
    const base = await requests[operation.name]?.();
    if (!base) throw new Error(`No request for ${operation.name} in the table.`);
    const answer = await send(operation, withValue(base, field, value));
    expect(answer.status, JSON.stringify(answer.body ?? null).slice(0, 500)).toBe(400);
    expect(Object.keys(answer.body?.errors ?? {})).toContain(keyIn(base, field));
  });

  it.each(edges)('$name $key: $value is taken', async ({ operation, field, value }) => {
    const base = await requests[operation.name]?.();
    if (!base) throw new Error(`No request for ${operation.name} in the table.`);
    const answer = await send(operation, withValue(base, field, value));
    expect(answer.status, JSON.stringify(answer.body ?? null).slice(0, 500)).toBeLessThan(300);
  });
});

describe('rules the schema alone cannot state', () => {
  const createCard = () => {
    const operation = operations.find((candidate) => candidate.name === 'createCard');
    if (!operation) throw new Error('The document has no createCard.');
    return operation;
  };
  const reward = { trigger: 1, title: 'Coffee' };

  it('refuses more rewards than stamps, naming the rewards', async () => {
    const configuration = { ...newCardConfiguration(), totalNoOfStamps: 3, rewards: [reward, reward, reward, reward] };
    const answer = await send(createCard(), { body: { storeID: fixtures.storeId, configuration } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body?.errors ?? {})).toEqual(['body.configuration.rewards']);
  });

  it('refuses a reward at a stamp the card does not have, and takes one at its last stamp', async () => {
    const late = { ...newCardConfiguration(), totalNoOfStamps: 9, rewards: [{ ...reward, trigger: 10 }] };
    const refused = await send(createCard(), { body: { storeID: fixtures.storeId, configuration: late } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body?.errors ?? {})).toEqual(['body.configuration.rewards']);
    const last = { ...late, rewards: [{ ...reward, trigger: 9 }] };
    expect((await send(createCard(), { body: { storeID: fixtures.storeId, configuration: last } })).status).toBe(201);
  });
});
