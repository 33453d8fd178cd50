// @vitest-environment node
/**
 * Customers and NFC tags imported into a store, through the HTTP API, a chunk at a time: a dry run
 * says what each row would do and writes nothing; an import creates, updates (keeping what a row
 * leaves empty) or skips what matches, signs customers up to the store, fails the rows the rules
 * refuse (an e-mail of an account that is not a customer, a serial of another store's tag, a key an
 * earlier row has), records history as the single writes do, and run again creates nothing new. A
 * chunk happens whole or not at all; only administrators import; a body the schema refuses is a
 * 400 naming each field, and a chunk of 500 rows at their longest is taken.
 *
 * Seed: merchant@ works for business 1 (stores 1-3), solo@ for business 2 (store 4).
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signIn, startHarness, status, testNow, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;

interface Account {
  id: string;
  email: string;
  title: string | null;
  firstName: string | null;
  surname: string | null;
  phoneNumber: string | null;
  postCode: string | null;
  dateOfBirth: string | null;
  roles: string[];
}

/** An account as stored, by e-mail (any case). */
async function account(email: string): Promise<Account | undefined> {
  const [row] = await harness.database.query<Account>(
    `SELECT user_id AS id, email, title, first_name AS "firstName", surname, phone_number AS "phoneNumber",
            post_code AS "postCode", to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", roles
       FROM users WHERE lower(email) = lower($1)`,
    [email],
  );
  return row;
}

const count = async (sql: string, params: unknown[] = []) =>
  (await harness.database.query<{ count: number }>(sql, params))[0]?.count ?? -1;

/** The rows of the tables an import writes, counted. */
const counts = async () => ({
  users: await count('SELECT count(*)::int AS count FROM users'),
  signUps: await count('SELECT count(*)::int AS count FROM store_customers'),
  tags: await count('SELECT count(*)::int AS count FROM nfc_tags'),
  history: await count('SELECT count(*)::int AS count FROM history'),
});

const isSignedUp = async (userId: string, storeId: number) =>
  (await count('SELECT count(*)::int AS count FROM store_customers WHERE user_id = $1 AND store_id = $2', [
    userId,
    storeId,
  ])) === 1;

/** History's newest `howMany` entries, oldest first. */
const newestHistory = async (howMany: number) =>
  (
    await harness.database.query<{
      action: string;
      entity_type: string;
      entity_id: string;
      entity_name: string | null;
      business_id: number | null;
      store_id: number | null;
      changes: { field: string; before: unknown; after: unknown }[];
      details: unknown;
    }>(
      `SELECT action, entity_type, entity_id, entity_name, business_id, store_id, changes, details
         FROM history ORDER BY history_id DESC LIMIT $1`,
      [howMany],
    )
  ).reverse();

/** A seeded customer (the Customer role alone) not signed up to `storeId`. */
async function customerOutside(storeId: number): Promise<Account> {
  const [row] = await harness.database.query<{ email: string }>(
    `SELECT u.email FROM users u
      WHERE u.roles = '{Customer}'
        AND NOT EXISTS (SELECT 1 FROM store_customers sc WHERE sc.user_id = u.user_id AND sc.store_id = $1)
      ORDER BY u.email LIMIT 1`,
    [storeId],
  );
  const found = row && (await account(row.email));
  if (!found) throw new Error(`The seed has no customer outside store ${storeId}.`);
  return found;
}

/** A tag of the seed's store `storeId`. */
async function tagOf(
  storeId: number,
): Promise<{ tagID: number; name: string; tagReference: string; enabled: boolean }> {
  const [tag] = await harness.database.query<{ tagID: number; name: string; tagReference: string; enabled: boolean }>(
    `SELECT tag_id::int AS "tagID", name, tag_reference AS "tagReference", enabled
       FROM nfc_tags WHERE store_id = $1 AND tag_reference IS NOT NULL ORDER BY tag_id LIMIT 1`,
    [storeId],
  );
  if (!tag) throw new Error(`The seed's store ${storeId} has no tag.`);
  return tag;
}

beforeAll(async () => {
  harness = await startHarness();
  admin = clientFor(harness.url, (await signIn(harness.url, 'admin@stampcard.test')).accessToken);
  merchant = clientFor(harness.url, (await signIn(harness.url, 'merchant@stampcard.test')).accessToken);
}, 60_000);
afterAll(() => harness.close());

describe('importing customers', () => {
  let existing: Account;
  /** A chunk: a new customer, a seeded one, a merchant's e-mail and the new one's e-mail again. */
  const chunk = () => ({
    storeID: 1,
    onExisting: 'update' as const,
    rows: [
      {
        title: 'Ms' as const,
        firstName: ' Zara ',
        surname: 'Imported',
        emailAddress: 'Zara.Imported@Example.com',
        phoneNumber: '07700 900123',
        postCode: 'L1 8JQ',
        dateOfBirth: '1991-02-03',
      },
      // Only the names: the phone number, post code, title and date of birth are left empty.
      { firstName: 'Renamed', surname: existing.surname ?? 'Customer', emailAddress: existing.email.toUpperCase() },
      { firstName: 'Mallory', surname: 'Takeover', emailAddress: 'merchant@stampcard.test' },
      { firstName: 'Zara', surname: 'Again', emailAddress: 'zara.imported@example.com' },
    ],
  });

  beforeAll(async () => {
    // Every detail given, so that keeping what a row leaves empty shows.
    const { id } = await customerOutside(1);
    await harness.database.query(
      `UPDATE users SET title = 'Mr', phone_number = '07700 900777', post_code = 'BS8 4DP', date_of_birth = '1980-07-06'
        WHERE user_id = $1`,
      [id],
    );
    const [row] = await harness.database.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [id]);
    const found = await account(row?.email ?? '');
    if (!found) throw new Error(`No account ${id}.`);
    existing = found;
  });

  it('says in a dry run what each row would do, and writes nothing', async () => {
    const before = await counts();
    const answer = await api.importCustomers(admin, { body: { ...chunk(), dryRun: true } });
    expect(answer).toEqual({
      dryRun: true,
      created: 1,
      updated: 1,
      skipped: 0,
      failed: 2,
      rows: [
        { row: 0, outcome: 'created', existing: false, id: null },
        { row: 1, outcome: 'updated', existing: true, id: existing.id },
        {
          row: 2,
          outcome: 'failed',
          existing: true,
          id: null,
          errors: { emailAddress: ['This e-mail address belongs to an account that is not a customer.'] },
        },
        {
          row: 3,
          outcome: 'failed',
          existing: false,
          id: null,
          errors: { emailAddress: ['An earlier row of this import has the same e-mail address.'] },
        },
      ],
    });
    expect(await counts()).toEqual(before);
    expect(await account('zara.imported@example.com')).toBeUndefined();
    expect(await isSignedUp(existing.id, 1)).toBe(false);
  });

  it('creates, updates keeping what a row leaves empty, signs up to the store and fails what the rules refuse', async () => {
    const before = await counts();
    const merchantBefore = await account('merchant@stampcard.test');
    const answer = await api.importCustomers(admin, { body: chunk() });
    expect(answer).toMatchObject({ dryRun: false, created: 1, updated: 1, skipped: 0, failed: 2 });
    expect(answer.rows.map((row) => [row.outcome, row.existing])).toEqual([
      ['created', false],
      ['updated', true],
      ['failed', true],
      ['failed', false],
    ]);
    const created = await account('zara.imported@example.com');
    expect(created).toEqual({
      id: answer.rows[0]?.id,
      email: 'zara.imported@example.com',
      title: 'Ms',
      firstName: 'Zara',
      surname: 'Imported',
      phoneNumber: '07700 900123',
      postCode: 'L1 8JQ',
      dateOfBirth: '1991-02-03',
      roles: ['Customer'],
    });
    expect(await account(existing.email)).toEqual({ ...existing, firstName: 'Renamed' });
    expect(await account('merchant@stampcard.test')).toEqual(merchantBefore);
    expect(await isSignedUp(created?.id ?? '', 1)).toBe(true);
    expect(await isSignedUp(existing.id, 1)).toBe(true);
    const [joined] = await harness.database.query<{ joinedAt: string }>(
      `SELECT to_char(joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "joinedAt"
         FROM store_customers WHERE user_id = $1`,
      [created?.id],
    );
    expect(joined?.joinedAt).toBe(testNow.toISOString().replace('.000', ''));
    expect(await counts()).toEqual({
      ...before,
      users: before.users + 1,
      signUps: before.signUps + 2,
      history: before.history + 2,
    });
  });

  it('records a user.create and a user.update with the fields that changed, as the single writes do', async () => {
    const [creation, update] = await newestHistory(2);
    expect(creation).toMatchObject({
      action: 'user.create',
      entity_type: 'user',
      entity_name: 'Zara Imported',
      business_id: null,
      details: { import: { storeID: 1 } },
    });
    expect(creation?.changes).toContainEqual({
      field: 'emailAddress',
      before: null,
      after: 'zara.imported@example.com',
    });
    expect(update).toMatchObject({
      action: 'user.update',
      entity_id: existing.id,
      entity_name: `Renamed ${existing.surname}`,
    });
    expect(update?.changes.map((change) => change.field).sort()).toEqual(['firstName', 'name', 'stores']);
    expect(update?.changes).toContainEqual({ field: 'firstName', before: existing.firstName, after: 'Renamed' });
  });

  it('creates nothing new when the same rows are imported again, and records nothing that did not change', async () => {
    const before = await counts();
    const answer = await api.importCustomers(admin, { body: chunk() });
    expect(answer).toMatchObject({ created: 0, updated: 2, skipped: 0, failed: 2 });
    expect(answer.rows[0]).toMatchObject({
      outcome: 'updated',
      existing: true,
      id: (await account('zara.imported@example.com'))?.id,
    });
    expect(await counts()).toEqual(before);
  });

  it('skips a match when asked: its details stay, and it is signed up to the store all the same', async () => {
    const other = await customerOutside(4);
    const before = await counts();
    const answer = await api.importCustomers(admin, {
      body: {
        storeID: 4,
        onExisting: 'skip',
        rows: [{ title: 'Mr', firstName: 'Not', surname: 'Applied', emailAddress: other.email, phoneNumber: '0' }],
      },
    });
    expect(answer).toMatchObject({ created: 0, updated: 0, skipped: 1, failed: 0 });
    expect(answer.rows[0]).toEqual({ row: 0, outcome: 'skipped', existing: true, id: other.id });
    expect(await account(other.email)).toEqual(other);
    expect(await isSignedUp(other.id, 4)).toBe(true);
    expect(await counts()).toEqual({ ...before, signUps: before.signUps + 1, history: before.history + 1 });
    const [entry] = await newestHistory(1);
    expect(entry?.changes.map((change) => change.field)).toEqual(['stores']);
    // Skipping is what a chunk that does not say does.
    const again = await api.importCustomers(admin, {
      body: { storeID: 4, rows: [{ firstName: 'Not', surname: 'Applied', emailAddress: other.email }] },
    });
    expect(again.rows[0]?.outcome).toBe('skipped');
    expect(await counts()).toEqual({ ...before, signUps: before.signUps + 1, history: before.history + 1 });
  });

  it('applies a chunk whole or not at all: a failure after some of its writes undoes them', async () => {
    const target = await customerOutside(1);
    const before = await counts();
    // A fault that strikes the chunk's second write (the new users), after its first (the update).
    await harness.database.exec(`
      CREATE FUNCTION refuse_exploding_users() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.first_name = 'Explode' THEN RAISE EXCEPTION 'injected fault'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER users_refuse_exploding BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_exploding_users();`);
    try {
      const answer = await status(
        api.importCustomers(admin, {
          body: {
            storeID: 1,
            onExisting: 'update',
            rows: [
              { firstName: 'Changed', surname: 'Midway', emailAddress: target.email },
              { firstName: 'Fine', surname: 'Row', emailAddress: 'fine.row@example.com' },
              { firstName: 'Explode', surname: 'Row', emailAddress: 'explode.row@example.com' },
            ],
          },
        }),
      );
      expect(answer).toBe(500);
    } finally {
      await harness.database.exec(
        `DROP TRIGGER users_refuse_exploding ON users; DROP FUNCTION refuse_exploding_users();`,
      );
    }
    expect(await account(target.email)).toEqual(target);
    expect(await account('fine.row@example.com')).toBeUndefined();
    expect(await isSignedUp(target.id, 1)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('importing NFC tags', () => {
  it('creates, updates (keeping enabled when a row leaves it out), fails another store’s serial and a repeat', async () => {
    const own = await tagOf(1);
    const foreign = await tagOf(4);
    const [store] = await harness.database.query<{ businessId: number }>(
      'SELECT business_id::int AS "businessId" FROM stores WHERE store_id = 1',
    );
    const body = {
      storeID: 1,
      onExisting: 'update' as const,
      rows: [
        { name: 'Imported till', tagReference: '04:IM:PO:RT', enabled: false },
        { name: 'Renamed by import', tagReference: own.tagReference },
        { name: 'Not ours', tagReference: foreign.tagReference },
        { name: 'Repeat', tagReference: '04:IM:PO:RT' },
      ],
    };
    const before = await counts();
    const dryRun = await api.importTags(admin, { body: { ...body, dryRun: true } });
    expect(dryRun).toMatchObject({ dryRun: true, created: 1, updated: 1, skipped: 0, failed: 2 });
    expect(await counts()).toEqual(before);

    const answer = await api.importTags(admin, { body });
    const createdId = answer.rows[0]?.id ?? '';
    expect(createdId).toMatch(/^\d+$/);
    expect(answer.rows).toEqual([
      { row: 0, outcome: 'created', existing: false, id: createdId },
      { row: 1, outcome: 'updated', existing: true, id: String(own.tagID) },
      {
        row: 2,
        outcome: 'failed',
        existing: true,
        id: null,
        errors: { tagReference: ['This serial number is registered to another store.'] },
      },
      {
        row: 3,
        outcome: 'failed',
        existing: false,
        id: null,
        errors: { tagReference: ['An earlier row of this import has the same serial number.'] },
      },
    ]);
    const created = await api.getTag(admin, { path: { id: Number(answer.rows[0]?.id) } });
    expect(created).toMatchObject({ storeID: 1, name: 'Imported till', tagReference: '04:IM:PO:RT', enabled: false });
    expect(await api.getTag(admin, { path: { id: own.tagID } })).toMatchObject({
      name: 'Renamed by import',
      enabled: own.enabled,
    });
    expect(await api.getTag(admin, { path: { id: (await tagOf(4)).tagID } })).toMatchObject({ name: foreign.name });
    expect(await counts()).toEqual({ ...before, tags: before.tags + 1, history: before.history + 2 });
    const entries = await newestHistory(2);
    expect(entries.map((entry) => [entry.action, entry.entity_id, entry.business_id, entry.store_id])).toEqual([
      ['tag.create', answer.rows[0]?.id, store?.businessId, 1],
      ['tag.update', String(own.tagID), store?.businessId, 1],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'name', before: own.name, after: 'Renamed by import' }]);

    // Again: nothing new; a skip leaves even a different name as it is.
    const again = await api.importTags(admin, { body: { ...body, onExisting: 'skip' } });
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 2, failed: 2 });
    expect(await counts()).toEqual({ ...before, tags: before.tags + 1, history: before.history + 2 });
  });

  it('names a change of enabled as history names it for a single write', async () => {
    const own = await tagOf(1);
    await api.importTags(admin, {
      body: {
        storeID: 1,
        onExisting: 'update',
        rows: [{ name: own.name, tagReference: own.tagReference, enabled: !own.enabled }],
      },
    });
    const [entry] = await newestHistory(1);
    expect(entry?.action).toBe(own.enabled ? 'tag.disable' : 'tag.enable');
  });
});

describe('what an import refuses', () => {
  const customerRow = { firstName: 'Ada', surname: 'Row', emailAddress: 'ada.row@example.com' };

  it('is for administrators only', async () => {
    const before = await counts();
    expect(await status(api.importCustomers(merchant, { body: { storeID: 1, rows: [customerRow] } }))).toBe(403);
    expect(
      await status(api.importTags(merchant, { body: { storeID: 1, rows: [{ name: 'Door', tagReference: 'X1' }] } })),
    ).toBe(403);
    expect(await counts()).toEqual(before);
  });

  /** A raw POST of `body` as the administrator, so that the client's own checks do not stop it. */
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${harness.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await signIn(harness.url, 'admin@stampcard.test')).accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      errors: ((await response.json()) as { errors?: Record<string, string[]> }).errors,
    };
  };

  it('refuses a body the schema refuses with a 400 naming each field, writing nothing', async () => {
    const before = await counts();
    const rows = [customerRow, { firstName: 'No', emailAddress: 'no.surname@example.com' }, customerRow, customerRow];
    rows[3] = { ...customerRow, emailAddress: 'not an e-mail' };
    const answer = await post('/api/Users/Import', { storeID: 1, rows });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual(['body.rows.1.surname', 'body.rows.3.emailAddress']);
    const tooMany = await post('/api/Tags/Import', {
      storeID: 1,
      rows: Array.from({ length: 501 }, (_, index) => ({ name: 'Door', tagReference: `T${index}` })),
    });
    expect(tooMany).toEqual({ status: 400, errors: { 'body.rows': ['Must have at most 500 items.'] } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a store that does not exist with a 400 naming body.storeID', async () => {
    for (const dryRun of [true, false]) {
      expect(await post('/api/Users/Import', { storeID: 999_999, dryRun, rows: [customerRow] })).toEqual({
        status: 400,
        errors: { 'body.storeID': ['Store 999999 does not exist.'] },
      });
      expect(
        await post('/api/Tags/Import', { storeID: 999_999, dryRun, rows: [{ name: 'Door', tagReference: 'X1' }] }),
      ).toEqual({ status: 400, errors: { 'body.storeID': ['Store 999999 does not exist.'] } });
    }
  });
});

describe('the largest chunk', () => {
  /** `length` characters of which each takes three bytes in UTF-8, unique by `index`. */
  const wide = (length: number, index: number) => `${index}`.padStart(6, '0') + '€'.repeat(length - 6);

  it('takes 500 customers at their longest, well within the body limit', async () => {
    const rows = Array.from({ length: 500 }, (_, index) => ({
      title: 'Mrs' as const,
      firstName: wide(200, index),
      surname: wide(200, index),
      emailAddress: `${String(index).padStart(242, 'x')}@example.com`,
      phoneNumber: '+44 7700 900 123 456',
      postCode: 'SW1A 1AAX',
      dateOfBirth: '1999-12-31',
    }));
    const body = { storeID: 1, dryRun: true, onExisting: 'update' as const, rows };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(1024 * 1024);
    expect(await api.importCustomers(admin, { body })).toMatchObject({ created: 500, failed: 0 });
  });

  it('takes 500 tags at their longest, just within the 3 MB body limit', async () => {
    const rows = Array.from({ length: 500 }, (_, index) => ({
      name: wide(1000, index),
      tagReference: wide(1000, index),
      enabled: false,
    }));
    const body = { storeID: 1, dryRun: true, onExisting: 'update' as const, rows };
    const size = Buffer.byteLength(JSON.stringify(body));
    expect(size).toBeGreaterThan(2.8 * 1024 * 1024);
    expect(size).toBeLessThan(3 * 1024 * 1024);
    expect(await api.importTags(admin, { body })).toMatchObject({ created: 500, failed: 0 });
  });
});
