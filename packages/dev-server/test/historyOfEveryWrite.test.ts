// @vitest-environment node
/**
 * Every write the contract offers records exactly one history entry, with its action, its entity
 * and the fields it changed, and a refused write records none. Driven by the OpenAPI document:
 * each POST, PUT, PATCH and DELETE operation needs a row of the table below (a write, or a read
 * sent as POST with the reason), so an operation added to the contract without its history fails
 * here. The history table itself refuses UPDATE, DELETE and TRUNCATE, on PGlite and on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signIn, startHarness, type Harness } from '../src/testing/harness.ts';

const document = parse(readFileSync(new URL('../../api-client/openapi/stampcard.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string } | unknown[]>>;
};

/** The contract's operations that may write: POST, PUT, PATCH and DELETE. */
const writes = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    ['post', 'put', 'patch', 'delete'].includes(method) && !Array.isArray(operation)
      ? [{ name: operation.operationId ?? `${method} ${template}`, method: method.toUpperCase(), template }]
      : [],
  ),
);

interface Call {
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

interface HistoryRow {
  action: string;
  entity_type: string;
  entity_id: string;
  entity_name: string | null;
  business_id: number | null;
  actor_name: string;
  actor_role: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

let harness: Harness;
let token: string;

async function send(name: string, call: Call): Promise<Answer> {
  const operation = writes.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`The contract has no ${name}.`);
  const path = operation.template.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(String(call.params?.[key] ?? '')),
  );
  const response = await fetch(`${harness.url}${path}`, {
    method: operation.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? await response.json() : await response.text() };
}

/** Sends a write that must succeed and gives its answer's body. */
async function made(name: string, call: Call): Promise<Record<string, unknown>> {
  const answer = await send(name, call);
  if (answer.status >= 300) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

const historyCount = async () =>
  Number((await harness.database.query<{ count: number }>('SELECT count(*)::int AS count FROM history'))[0]?.count);

const latest = async (count: number) =>
  harness.database.query<HistoryRow>(
    `SELECT action, entity_type, entity_id, entity_name, business_id, actor_name, actor_role, changes
       FROM history ORDER BY history_id DESC LIMIT $1`,
    [count],
  );

let serial = 0;
const unique = (text: string) => `${text} ${(serial += 1)}`;

/** The rows this test works on, made through the API as the demo administrator. */
let businessId: number;
let storeId: number;
let card: Record<string, unknown>;
let staffId: number;
let userId: string;
let tagId: number;

const newUser = () => ({
  title: 'Ms',
  firstName: 'Hana',
  surname: unique('History'),
  emailAddress: `${unique('history').replace(' ', '')}@example.com`,
  phoneNumber: '0123 456789',
  postCode: 'L1 8JQ',
  dateOfBirth: '1990-05-01',
});

const newStore = () => ({
  name: unique('History store'),
  address: {
    address1: '1 History Street',
    cityTown: 'Liverpool',
    country: 'United Kingdom',
    postCode: 'L1 8JQ',
    latitude: 53.4,
    longitude: -2.98,
  },
});

const newStaffMember = async () =>
  (await made('createBusinessStaffMember', { params: { id: businessId }, body: { user: newUser(), imageUrl: null } }))
    .staffID as number;

const newTag = () => ({
  name: unique('Tag'),
  tagReference: unique('ref').replace(' ', ''),
  storeID: storeId,
  enabled: true,
});

const missing = 999_999_999;

interface Row {
  /** The action its entry records. */
  action: string;
  /** A valid request (what it needs made first, made by it). */
  call: () => Promise<Call> | Call;
  /** The same operation refused: nothing is written, so no entry. */
  refused: () => Promise<Call> | Call;
  /** A field the entry must name as changed, with its value after (or before, for a deletion). */
  changed?: { field: string; before?: unknown; after?: unknown };
}

/** Reads the contract sends as POST (a body too rich for a query), with why, and a valid call: they write nothing. */
const readsByPost: Record<string, { why: string; call: () => Call }> = {
  viewReport: {
    why: 'Viewing a report is a read; its export is the write that takes data out.',
    call: () => ({ body: { reportPath: '/Reports/BusinessesOverview', page: 1 } }),
  },
  getCardChangeImpact: {
    why: "A change's impact is counted before the change is saved; saving it (updateCard) is the write.",
    call: () => ({ body: { ...card, configuration: { ...(card.configuration as object), totalNoOfStamps: 30 } } }),
  },
};

const table: Record<string, Row> = {
  createCard: {
    action: 'card.create',
    call: () => ({ body: { storeID: storeId, name: 'History card', configuration: card.configuration } }),
    refused: () => ({ body: { storeID: missing, configuration: card.configuration } }),
    changed: { field: 'name', after: 'History card' },
  },
  updateCard: {
    action: 'card.update',
    call: () => ({ body: { ...card, name: unique('Renamed card') }, headers: { 'If-Match': '*' } }),
    refused: () => ({ body: { ...card, loyaltyCardID: missing }, headers: { 'If-Match': '*' } }),
  },
  deleteCard: {
    action: 'card.delete',
    call: async () => ({
      params: {
        id: (await made('createCard', { body: { storeID: storeId, configuration: card.configuration } }))
          .loyaltyCardID as number,
      },
    }),
    refused: () => ({ params: { id: missing } }),
  },
  createBusiness: {
    action: 'business.create',
    call: () => ({ body: { name: 'History business', isSingleStore: false } }),
    refused: () => ({ body: { name: '', isSingleStore: false } }),
    changed: { field: 'name', after: 'History business' },
  },
  patchBusiness: {
    action: 'business.update',
    call: () => ({
      params: { id: businessId },
      body: [{ op: 'replace', path: '/description', value: 'Changed for history' }],
    }),
    refused: () => ({ params: { id: businessId }, body: [{ op: 'replace', path: '/storeCount', value: 3 }] }),
    changed: { field: 'description', after: 'Changed for history' },
  },
  deleteBusiness: {
    action: 'business.delete',
    call: async () => ({
      params: {
        id: (await made('createBusiness', { body: { name: 'Gone', isSingleStore: false } })).businessID as number,
      },
    }),
    refused: () => ({ params: { id: missing } }),
  },
  toggleBusinessLock: {
    action: 'business.lock',
    call: () => ({ params: { id: businessId } }),
    refused: () => ({ params: { id: missing } }),
    changed: { field: 'isLocked', before: false, after: true },
  },
  createBusinessStaffMember: {
    action: 'staff.create',
    call: () => ({ params: { id: businessId }, body: { user: newUser(), imageUrl: null } }),
    refused: () => ({ params: { id: businessId }, body: { user: { ...newUser(), emailAddress: 'not an address' } } }),
  },
  patchBusinessStaffMember: {
    action: 'staff.update',
    call: () => ({
      params: { id: businessId, staffId },
      body: [{ op: 'replace', path: '/user/firstName', value: 'Renamed' }],
    }),
    refused: () => ({ params: { id: businessId, staffId: missing }, body: [] }),
    changed: { field: 'user.firstName', after: 'Renamed' },
  },
  deleteBusinessStaffMember: {
    action: 'staff.delete',
    call: async () => ({ params: { id: businessId, staffId: await newStaffMember() } }),
    refused: () => ({ params: { id: businessId, staffId: missing } }),
  },
  createBusinessStore: {
    action: 'store.create',
    call: () => ({ params: { id: businessId }, body: newStore() }),
    refused: () => ({ params: { id: businessId }, body: { ...newStore(), name: '' } }),
  },
  patchBusinessStore: {
    action: 'store.update',
    call: () => ({
      params: { id: businessId, storeId },
      body: [{ op: 'replace', path: '/description', value: 'A store with a history' }],
    }),
    refused: () => ({ params: { id: businessId, storeId: missing }, body: [] }),
    changed: { field: 'description', after: 'A store with a history' },
  },
  deleteBusinessStore: {
    action: 'store.delete',
    call: async () => ({
      params: {
        id: businessId,
        storeId: (await made('createBusinessStore', { params: { id: businessId }, body: newStore() }))
          .storeID as number,
      },
    }),
    refused: () => ({ params: { id: businessId, storeId: missing } }),
  },
  addStoreStaffMember: {
    action: 'store.staff.add',
    call: async () => ({ params: { id: businessId, storeId }, body: { staffID: await newStaffMember() } }),
    refused: () => ({ params: { id: businessId, storeId }, body: { staffID: missing } }),
  },
  removeStoreStaffMember: {
    action: 'store.staff.remove',
    call: async () => {
      const member = await newStaffMember();
      await made('addStoreStaffMember', { params: { id: businessId, storeId }, body: { staffID: member } });
      return { params: { id: businessId, storeId, staffId: member } };
    },
    refused: () => ({ params: { id: businessId, storeId, staffId: missing } }),
  },
  createUser: {
    action: 'user.create',
    call: () => ({ body: newUser() }),
    refused: () => ({ body: { ...newUser(), emailAddress: 'not an address' } }),
  },
  updateUser: {
    action: 'user.update',
    call: () => ({
      params: { id: userId },
      body: { ...newUser(), firstName: 'Updated' },
      headers: { 'If-Match': '*' },
    }),
    refused: () => ({ params: { id: 'no-such-user' }, body: newUser(), headers: { 'If-Match': '*' } }),
    changed: { field: 'firstName', after: 'Updated' },
  },
  importCustomers: {
    action: 'user.create',
    call: () => ({ body: { storeID: storeId, rows: [newUser()] } }),
    refused: () => ({ body: { storeID: missing, rows: [newUser()] } }),
    changed: { field: 'firstName', after: 'Hana' },
  },
  resetUserPassword: {
    action: 'user.resetpassword',
    call: () => ({ params: { id: userId } }),
    refused: () => ({ params: { id: 'no-such-user' } }),
  },
  createTag: {
    action: 'tag.create',
    call: () => ({ body: newTag() }),
    refused: () => ({ body: { ...newTag(), storeID: missing } }),
  },
  updateTag: {
    action: 'tag.disable',
    call: () => ({ body: { ...newTag(), tagID: tagId, enabled: false }, headers: { 'If-Match': '*' } }),
    refused: () => ({ body: { ...newTag(), tagID: missing }, headers: { 'If-Match': '*' } }),
    changed: { field: 'enabled', before: true, after: false },
  },
  deleteTag: {
    action: 'tag.delete',
    call: async () => ({ params: { id: (await made('createTag', { body: newTag() })).tagID as number } }),
    refused: () => ({ params: { id: missing } }),
  },
  importTags: {
    action: 'tag.create',
    call: () => {
      const { storeID: _store, ...row } = newTag();
      return { body: { storeID: storeId, rows: [row] } };
    },
    refused: () => {
      const { storeID: _store, ...row } = newTag();
      return { body: { storeID: missing, rows: [row] } };
    },
    changed: { field: 'enabled', after: true },
  },
  exportReport: {
    action: 'report.export',
    call: () => ({ body: { reportPath: '/Reports/BusinessesOverview', page: 1, format: 'CSV' } }),
    refused: () => ({ body: { reportPath: '/Reports/NoSuchReport', page: 1, format: 'CSV' } }),
  },
};

beforeAll(async () => {
  harness = await startHarness();
  token = (await signIn(harness.url, 'admin@stampcard.test')).accessToken;
  businessId = (await made('createBusiness', { body: { name: 'History of writes', isSingleStore: false } }))
    .businessID as number;
  storeId = (await made('createBusinessStore', { params: { id: businessId }, body: newStore() })).storeID as number;
  const [seeded] = await harness.database.query<{ configuration: unknown }>(
    'SELECT configuration FROM cards ORDER BY loyalty_card_id LIMIT 1',
  );
  card = await made('createCard', {
    body: { storeID: storeId, name: 'History card', configuration: seeded?.configuration },
  });
  staffId = await newStaffMember();
  userId = (await made('createUser', { body: newUser() })).userID as string;
  tagId = (await made('createTag', { body: newTag() })).tagID as number;
}, 60_000);

afterAll(async () => {
  await harness.close();
});

describe('the history of every write', () => {
  it('has a row for every write of the contract, and only for them', () => {
    const names = writes.map((write) => write.name).filter((name) => !(name in readsByPost));
    expect(Object.keys(table).sort()).toEqual(names.sort());
  });

  it.each(Object.entries(table))('%s records one entry, and none when refused', async (name, row) => {
    const call = await row.call();
    const before = await historyCount();
    const answer = await send(name, call);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect(await historyCount()).toBe(before + 1);
    const [entry] = await latest(1);
    expect(entry?.action).toBe(row.action);
    expect(entry?.actor_role).toBe('Administrator');
    expect(entry?.actor_name).not.toBe('');
    expect(entry?.entity_type).toBe(row.action.split('.')[0]);
    if (row.changed) {
      expect(entry?.changes).toContainEqual(expect.objectContaining(row.changed));
    }
    // Never a secret, at any depth.
    expect(JSON.stringify(entry?.changes)).not.toMatch(/password|token/i);

    const refusedCall = await row.refused();
    const afterSuccess = await historyCount();
    const refusal = await send(name, refusedCall);
    expect(refusal.status, JSON.stringify(refusal.body)).toBeGreaterThanOrEqual(400);
    expect(await historyCount()).toBe(afterSuccess);
  });

  it.each(Object.entries(readsByPost))('%s is a read: it records nothing', async (name, read) => {
    const before = await historyCount();
    const answer = await send(name, read.call());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await historyCount()).toBe(before);
  });

  it('records an image as its size, never its bytes', async () => {
    const bytes = Buffer.alloc(3000, 7).toString('base64');
    await made('patchBusiness', {
      params: { id: businessId },
      body: [{ op: 'replace', path: '/imageUrl', value: `data:image/png;base64,${bytes}` }],
    });
    const [entry] = await latest(1);
    expect(entry?.changes).toContainEqual({ field: 'imageUrl', before: null, after: { bytes: 3000 } });
    expect(JSON.stringify(entry?.changes)).not.toContain(bytes.slice(0, 40));
  });
});

describe('the history table', () => {
  it.each([
    ['UPDATE', `UPDATE history SET actor_name = 'Someone else'`],
    ['DELETE', 'DELETE FROM history'],
    ['TRUNCATE', 'TRUNCATE history'],
  ])('refuses %s, whoever asks', async (_, statement) => {
    const before = await historyCount();
    expect(before).toBeGreaterThan(0);
    await expect(harness.database.query(statement)).rejects.toThrow(/append-only/);
    expect(await historyCount()).toBe(before);
  });
});
