// @vitest-environment node
/**
 * Edits never overwrite each other unseen: users, cards and tags carry a version the server keeps
 * (ETag on reads, If-Match on writes, 412 when it moved on), and JSON patches `test` the values
 * they change (409 when one changed). A refused write changes nothing.
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signIn, startHarness, status, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let token: string;

// Seed: business 1 (multi-store) has stores 1-3 and staff; store 1 has cards and NFC tags.
beforeAll(async () => {
  harness = await startHarness();
  token = (await signIn(harness.url, 'admin@stampcard.test')).accessToken;
  admin = clientFor(harness.url, token);
}, 60_000);
afterAll(() => harness.close());

/** A raw call, for what the typed client does not let through (a write without If-Match). */
function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(`${harness.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const userBody = (user: api.User, changes: Partial<api.UserForm> = {}): api.UserForm => ({
  title: user.title ?? 'Mr',
  firstName: user.firstName ?? '',
  surname: user.surname ?? '',
  emailAddress: user.emailAddress ?? '',
  ...changes,
});

async function newCustomer(email: string): Promise<api.User> {
  return api.createUser(admin, { body: { title: 'Ms', firstName: 'Ada', surname: 'Lane', emailAddress: email } });
}

describe('users: ETag and If-Match', () => {
  it('gives the version as a strong ETag on reads and on writes', async () => {
    const created = await newCustomer('etag.reader@example.com');
    expect(created.version).toBe(1);
    const read = await call(`/api/Users/${created.userID}`);
    expect(read.headers.get('etag')).toBe('"1"');
    const saved = await call(`/api/Users/${created.userID}`, {
      method: 'PUT',
      body: userBody(created, { firstName: 'Adele' }),
      headers: { 'If-Match': '"1"' },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect(((await saved.json()) as api.User).version).toBe(2);
  });

  it('refuses a save made on an older version with 412 and keeps the newer one', async () => {
    const read = await newCustomer('two.tabs@example.com');
    const first = await api.updateUser(admin, {
      path: { id: read.userID },
      body: userBody(read, { firstName: 'First' }),
      headers: api.ifMatch(read),
    });
    expect(first.firstName).toBe('First');
    const second = api.updateUser(admin, {
      path: { id: read.userID },
      body: userBody(read, { surname: 'Second' }),
      headers: api.ifMatch(read),
    });
    await expect(second).rejects.toSatisfy(api.isChangedSinceRead);
    expect(await api.getUser(admin, { path: { id: read.userID } })).toEqual(first);
  });

  it('refuses a save without If-Match (428) and one naming no version of the server (412)', async () => {
    const read = await newCustomer('no.precondition@example.com');
    const path = `/api/Users/${read.userID}`;
    const body = userBody(read, { firstName: 'Nobody' });
    expect((await call(path, { method: 'PUT', body })).status).toBe(428);
    expect((await call(path, { method: 'PUT', body, headers: { 'If-Match': 'W/"1"' } })).status).toBe(412);
    expect((await call(path, { method: 'PUT', body, headers: { 'If-Match': 'one' } })).status).toBe(412);
    // Past the contract's 100 characters, the header is refused as such.
    const long = await call(path, { method: 'PUT', body, headers: { 'If-Match': `"1"${', "2"'.repeat(33)}` } });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ errors: { 'If-Match': ['Must be at most 100 characters.'] } });
    expect(await api.getUser(admin, { path: { id: read.userID } })).toEqual(read);
    // `*` is any version: a deliberate overwrite, and one of a list of versions matches too.
    expect((await call(path, { method: 'PUT', body, headers: { 'If-Match': '"7", "1"' } })).status).toBe(200);
    expect((await call(path, { method: 'PUT', body, headers: { 'If-Match': '*' } })).status).toBe(200);
  });

  it("moves the user's version when their staff record changes their name, not when a sort column does", async () => {
    const [member] = (await api.getBusinessStaff(admin, { path: { id: 1 } })).items;
    if (!member) throw new Error('Business 1 has no staff in the seed');
    const before = await api.getUser(admin, { path: { id: member.user.userID } });
    // Renaming the business re-sorts its staff by business name (a column kept by a trigger).
    const business = await api.getBusiness(admin, { path: { id: 1 } });
    await api.patchBusiness(admin, {
      path: { id: 1 },
      body: [
        { op: 'test', path: '/name', value: business.name },
        { op: 'replace', path: '/name', value: `${business.name ?? ''} Renamed` },
      ],
    });
    expect((await api.getUser(admin, { path: { id: member.user.userID } })).version).toBe(before.version);
    await api.patchBusinessStaffMember(admin, {
      path: { id: 1, staffId: member.staffID },
      body: [
        { op: 'test', path: '/user/firstName', value: before.firstName },
        { op: 'replace', path: '/user/firstName', value: 'Renamed' },
      ],
    });
    const after = await api.getUser(admin, { path: { id: member.user.userID } });
    expect(after.version).toBe(before.version + 1);
    const stale = api.updateUser(admin, {
      path: { id: before.userID },
      body: userBody(before, { surname: 'Stale' }),
      headers: api.ifMatch(before),
    });
    expect(await status(stale)).toBe(412);
  });
});

describe('cards and tags: If-Match', () => {
  it('refuses a card saved on an older version with 412 and keeps the newer card', async () => {
    const [read] = await api.getStoreCards(admin, { path: { id: 1 } });
    if (!read) throw new Error('Store 1 has no card in the seed');
    expect((await call(`/api/Card/${read.loyaltyCardID}`)).headers.get('etag')).toBe(`"${read.version}"`);
    const saved = await api.updateCard(admin, { body: { ...read, name: 'Theirs' }, headers: api.ifMatch(read) });
    expect(saved.version).toBe(read.version + 1);
    expect(await status(api.updateCard(admin, { body: { ...read, name: 'Mine' }, headers: api.ifMatch(read) }))).toBe(
      412,
    );
    expect(await api.getCard(admin, { path: { id: read.loyaltyCardID } })).toEqual(saved);
    const created = await call('/api/Card', {
      method: 'POST',
      body: { storeID: 1, configuration: read.configuration },
    });
    expect(created.headers.get('etag')).toBe('"1"');
  });

  it('refuses a tag toggled on an older version with 412', async () => {
    const [read] = await api.getTags(admin, { query: { storeID: 1 } });
    if (!read) throw new Error('Store 1 has no tag in the seed');
    const toggled = await api.updateTag(admin, {
      body: { ...read, enabled: !read.enabled },
      headers: api.ifMatch(read),
    });
    expect(toggled.version).toBe(read.version + 1);
    const stale = api.updateTag(admin, { body: { ...read, name: 'Renamed' }, headers: api.ifMatch(read) });
    expect(await status(stale)).toBe(412);
    expect(await api.getTag(admin, { path: { id: read.tagID } })).toEqual(toggled);
    expect((await call(`/api/Tags/${read.tagID}`)).headers.get('etag')).toBe(`"${toggled.version}"`);
  });
});

describe('JSON patches: test operations', () => {
  it('refuses a patch whose test fails with 409 and changes nothing', async () => {
    const read = await api.getBusiness(admin, { path: { id: 3 } });
    const theirs = await api.patchBusiness(admin, {
      path: { id: 3 },
      body: [
        { op: 'test', path: '/name', value: read.name },
        { op: 'replace', path: '/name', value: 'Theirs' },
      ],
    });
    const mine = api.patchBusiness(admin, {
      path: { id: 3 },
      body: [
        { op: 'test', path: '/name', value: read.name },
        { op: 'replace', path: '/name', value: 'Mine' },
        { op: 'replace', path: '/description', value: 'Mine too' },
      ],
    });
    const error: unknown = await mine.catch((reason: unknown) => reason);
    expect(api.isChangedSinceRead(error)).toBe(true);
    expect(error).toMatchObject({ status: 409, body: { errors: { '/name': [expect.any(String)] } } });
    expect(await api.getBusiness(admin, { path: { id: 3 } })).toEqual(theirs);
  });

  it("applies patches of different fields on top of each other: neither undoes the other's", async () => {
    const read = await api.getBusinessStore(admin, { path: { id: 1, storeId: 2 } });
    await api.patchBusinessStore(admin, {
      path: { id: 1, storeId: 2 },
      body: [
        { op: 'test', path: '/name', value: read.name },
        { op: 'replace', path: '/name', value: 'Renamed store' },
      ],
    });
    const second = await api.patchBusinessStore(admin, {
      path: { id: 1, storeId: 2 },
      body: [
        { op: 'test', path: '/description', value: read.description },
        { op: 'replace', path: '/description', value: 'New description' },
      ],
    });
    expect(second).toMatchObject({ name: 'Renamed store', description: 'New description' });
    const stale = api.patchBusinessStore(admin, {
      path: { id: 1, storeId: 2 },
      body: [
        { op: 'test', path: '/name', value: read.name },
        { op: 'replace', path: '/name', value: 'Stale' },
      ],
    });
    expect(await status(stale)).toBe(409);
  });

  it('lets exactly one of two simultaneous patches of the same value through', async () => {
    const read = await api.getBusiness(admin, { path: { id: 4 } });
    const attempt = (name: string) =>
      status(
        api.patchBusiness(admin, {
          path: { id: 4 },
          body: [
            { op: 'test', path: '/name', value: read.name },
            { op: 'replace', path: '/name', value: name },
          ],
        }),
      );
    const outcomes = await Promise.all([attempt('First'), attempt('Second'), attempt('Third')]);
    expect(outcomes.filter((outcome) => outcome === 200)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 409)).toHaveLength(2);
  });

  it("refuses a staff member's patch whose test fails with 409", async () => {
    const [member] = (await api.getBusinessStaff(admin, { path: { id: 1 } })).items;
    if (!member) throw new Error('Business 1 has no staff in the seed');
    const stale = api.patchBusinessStaffMember(admin, {
      path: { id: 1, staffId: member.staffID },
      body: [
        { op: 'test', path: '/user/surname', value: 'Not their surname' },
        { op: 'replace', path: '/user/surname', value: 'Mine' },
      ],
    });
    expect(await status(stale)).toBe(409);
  });
});
