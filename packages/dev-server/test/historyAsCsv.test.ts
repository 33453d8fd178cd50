// @vitest-environment node
/**
 * History exported as CSV, through the HTTP API: whoever may read a history list may export it,
 * with the same filters and no paging (an administrator everything, a merchant the businesses they
 * work for, another business's as if it did not exist); a file named for what it holds, newest
 * first, one row per entry, cells escaped and formulas kept as text; and exporting records nothing.
 *
 * Seed: merchant@ works for business 1, solo@ for business 2.
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csvRows.ts';
import { clientFor, signIn, startHarness, status, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let adminToken: string;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;

const header = [
  'Time',
  'Actor',
  'Role',
  'Business',
  'Store',
  'Entity type',
  'Entity id',
  'Entity name',
  'Action',
  'Changes',
];

/** The file's rows after its header, which must be the columns, behind a UTF-8 byte order mark. */
async function rowsOf(file: Blob): Promise<string[][]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [columns, ...rows] = parseCsv(new TextDecoder().decode(bytes.subarray(3)));
  expect(columns).toEqual(header);
  return rows;
}

const historyCount = async () =>
  (await harness.database.query<{ count: number }>('SELECT count(*)::int AS count FROM history'))[0]?.count ?? 0;

beforeAll(async () => {
  harness = await startHarness();
  adminToken = (await signIn(harness.url, 'admin@stampcard.test')).accessToken;
  admin = clientFor(harness.url, adminToken);
  merchant = clientFor(harness.url, (await signIn(harness.url, 'merchant@stampcard.test')).accessToken);
  // A change to business 1 whose values need quoting, and a name a spreadsheet would run as a formula.
  await api.patchBusiness(admin, {
    path: { id: 1 },
    body: [{ op: 'replace', path: '/description', value: 'Roasters, "since 2012"\nLiverpool' }],
  });
  await api.patchBusiness(admin, { path: { id: 2 }, body: [{ op: 'replace', path: '/name', value: '=1+2' }] });
}, 60_000);
afterAll(() => harness.close());

describe('history as CSV', () => {
  it('gives an administrator every entry, newest first, as history.csv', async () => {
    const response = await fetch(`${harness.url}/api/History/Export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="history.csv"');
    const rows = await rowsOf(await response.blob());
    expect(rows).toHaveLength(await historyCount());
    expect(rows.every((row) => row.length === header.length)).toBe(true);
    const times = rows.map(([time]) => time ?? '');
    expect(times.every((time) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(time))).toBe(true);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows[0]?.slice(1, 9)).toEqual([
      expect.any(String),
      'Administrator',
      '2',
      '',
      'business',
      '2',
      "'=1+2",
      'business.update',
    ]);
  });

  it('writes each change as field: before → after, its commas, quotes and line breaks kept', async () => {
    const rows = await rowsOf(await api.exportBusinessHistory(admin, { path: { id: 1 } }));
    expect(rows[0]?.[8]).toBe('business.update');
    expect(rows[0]?.[9]).toMatch(/^description: .+ → Roasters, "since 2012"\nLiverpool$/s);
  });

  it("gives a merchant their business's history, only its own entries, as business-1-history.csv", async () => {
    const rows = await rowsOf(await api.exportBusinessHistory(merchant, { path: { id: 1 } }));
    const [{ count } = { count: 0 }] = await harness.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM history WHERE business_id = 1',
    );
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['1']));
    const response = await fetch(`${harness.url}/api/Business/1/History/Export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="business-1-history.csv"');
  });

  it("refuses everything to a merchant, and another business's history as if it did not exist", async () => {
    expect(await status(api.exportHistory(merchant))).toBe(403);
    expect(await status(api.exportBusinessHistory(merchant, { path: { id: 2 } }))).toBe(404);
  });

  it('takes the filters of the list: entity type, action, actor and time', async () => {
    const cards = await rowsOf(
      await api.exportHistory(admin, { query: { filters: { entityType: ['card'], action: ['card.update'] } } }),
    );
    const [{ count } = { count: 0 }] = await harness.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM history WHERE entity_type = 'card' AND action = 'card.update'`,
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards).toHaveLength(count);
    expect(cards.every((row) => row[5] === 'card' && row[8] === 'card.update')).toBe(true);
    const listed = await api.getHistory(admin, {
      query: { pageCount: 100, filters: { entityType: ['card'], action: ['card.update'] } },
    });
    expect(listed.pagination.totalCount).toBe(count);
    expect(await rowsOf(await api.exportHistory(admin, { query: { to: '2000-01-01T00:00:00' } }))).toEqual([]);
    const [middle] = await harness.database.query<{ time: string }>(
      `SELECT to_char(percentile_disc(0.5) WITHIN GROUP (ORDER BY occurred_at) AT TIME ZONE 'UTC',
                      'YYYY-MM-DD"T"HH24:MI:SS') AS time
         FROM history WHERE business_id = 2`,
    );
    const from = middle?.time ?? '';
    const recent = await rowsOf(await api.exportBusinessHistory(admin, { path: { id: 2 }, query: { from } }));
    const [since] = await harness.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM history WHERE business_id = 2 AND occurred_at >= ($1 || 'Z')::timestamptz`,
      [from],
    );
    expect(recent.length).toBeGreaterThan(0);
    expect(recent).toHaveLength(since?.count ?? -1);
    expect(recent.every((row) => (row[0] ?? '') >= `${from}Z`)).toBe(true);
    const [{ actor } = { actor: '' }] = await harness.database.query<{ actor: string }>(
      `SELECT user_id AS actor FROM users WHERE email = 'merchant@stampcard.test'`,
    );
    const byMerchant = await rowsOf(
      await api.exportBusinessHistory(admin, { path: { id: 1 }, query: { filters: { actor } } }),
    );
    const [{ count: merchantCount } = { count: 0 }] = await harness.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM history WHERE business_id = 1 AND actor_user_id = $1',
      [actor],
    );
    expect(byMerchant.length).toBeGreaterThan(0);
    expect(byMerchant).toHaveLength(merchantCount);
    expect(new Set(byMerchant.map((row) => row[1]))).toEqual(new Set(['Oliver Bennett']));
  });

  it('refuses a filter past its bounds as the list does', async () => {
    await expect(api.exportHistory(admin, { query: { from: '2026-02-30T00:00:00' } })).rejects.toBeInstanceOf(
      api.ApiValidationError,
    );
    const response = await fetch(`${harness.url}/api/History/Export?from=2026-02-30T00:00:00`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(400);
  });

  it('records nothing: exporting history is a read of it', async () => {
    const before = await historyCount();
    await api.exportHistory(admin);
    await api.exportBusinessHistory(merchant, { path: { id: 1 } });
    expect(await historyCount()).toBe(before);
  });
});
