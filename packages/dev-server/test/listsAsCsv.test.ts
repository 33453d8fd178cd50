// @vitest-environment node
/**
 * Every list exported as CSV, through the HTTP API: the businesses, a business's staff and stores,
 * the users and the NFC tags, each with the columns the contract lists, behind a UTF-8 byte order
 * mark, CRLF line ends, quoted where a cell needs it, a formula kept text and a number a number, Yes
 * or No for a flag; every row the list's search and filters select, in the list's order (read in
 * chunks far smaller than the list, so the file crosses many of their boundaries, in each sort and
 * direction); for whoever may read the list and only what they may read; at most as many rows as the
 * limit allows; and nothing recorded in history.
 *
 * Seed: merchant@ works for business 1 (stores 1-3), solo@ for business 2 (store 4).
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './csvRows.ts';
import { createApi } from '../src/api/app.ts';
import { clientFor, signIn, startHarness, status, testNow, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let adminToken: string;
let merchantToken: string;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;
let customer: api.StampcardClient;
/** The API in process, reading two rows at a time: every export crosses many chunks. */
let inChunks: ReturnType<typeof createApi>;
/** The API in process, holding at most 5 rows, or 700 bytes, in a file. */
let fiveRows: ReturnType<typeof createApi>;
let fewBytes: ReturnType<typeof createApi>;

/** A file's text after its byte order mark, which it must start with; every line ends with CRLF. */
async function textOf(file: Blob | Response): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.subarray(3));
  // Outside quoted cells, no line break but CRLF.
  expect(text.replace(/"(?:[^"]|"")*"/g, '')).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  return text;
}

/** A file's rows after its header, which must be `columns`. */
async function rowsOf(file: Blob | Response, columns: readonly string[]): Promise<string[][]> {
  const [header, ...rows] = parseCsv(await textOf(file));
  expect(header).toEqual(columns);
  expect(rows.every((row) => row.length === columns.length)).toBe(true);
  return rows;
}

const columns = {
  businesses: [
    'Business ID',
    'Name',
    'Description',
    'Single store',
    'Locked',
    'Stores',
    'Employees',
    'Main contact',
    'Main contact e-mail',
    'Created',
  ],
  staff: ['Staff ID', 'User ID', 'Name', 'E-mail', 'Stores'],
  stores: [
    'Store ID',
    'Name',
    'Address 1',
    'Address 2',
    'Address 3',
    'City or town',
    'County',
    'Country',
    'Post code',
    'Categories',
    'Employees',
    'Enabled',
  ],
  users: [
    'User ID',
    'Title',
    'First name',
    'Surname',
    'E-mail',
    'Phone number',
    'Post code',
    'Date of birth',
    'Roles',
    'Stores',
  ],
  tags: ['Tag ID', 'Store ID', 'Store', 'Name', 'Serial number', 'Enabled'],
} as const;

/** A GET of the API in process, as the holder of `token`. */
const inProcess = (app: ReturnType<typeof createApi>, path: string, token = adminToken) =>
  app.request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });

/** The ids of every item of a list, page after page, as `id` reads them from an item. */
async function listedIds(path: string, id: (item: Record<string, unknown>) => unknown, token = adminToken) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await inProcess(inChunks, `${path}${separator}page=${page}&pageCount=100`, token);
    expect(response.status).toBe(200);
    const items = (await response.json()) as Record<string, unknown>[];
    ids.push(...items.map((item) => String(id(item))));
    if (items.length < 100) return ids;
  }
}

/** The first column of every row of an export, read in chunks of two rows. */
async function exportedIds(path: string, header: readonly string[], token = adminToken) {
  const response = await inProcess(inChunks, path, token);
  expect(response.status).toBe(200);
  return (await rowsOf(response, header)).map(([id]) => id ?? '');
}

const historyCount = async () =>
  (await harness.database.query<{ count: number }>('SELECT count(*)::int AS count FROM history'))[0]?.count ?? 0;

beforeAll(async () => {
  harness = await startHarness();
  adminToken = (await signIn(harness.url, 'admin@stampcard.test')).accessToken;
  merchantToken = (await signIn(harness.url, 'merchant@stampcard.test')).accessToken;
  admin = clientFor(harness.url, adminToken);
  merchant = clientFor(harness.url, merchantToken);
  customer = clientFor(harness.url, (await signIn(harness.url, 'customer@stampcard.test')).accessToken);
  // The in-process APIs take the tokens the provider issued, with their own claims.
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      roles: string[];
      exp: number;
    };
  const apiWith = (exportLimits: Parameters<typeof createApi>[0]['exportLimits']) =>
    createApi({
      database: harness.database,
      verifyAccessToken: (token) => Promise.resolve(claimsOf(token)),
      clientConfiguration: () => undefined,
      now: () => testNow,
      listCache: false,
      rateLimit: false,
      exportLimits,
    });
  inChunks = apiWith({ chunkRows: 2 });
  fiveRows = apiWith({ maxRows: 5 });
  fewBytes = apiWith({ maxBytes: 700 });
  // Cells that need quoting, and names a spreadsheet would run as formulas.
  await api.patchBusiness(admin, {
    path: { id: 2 },
    body: [
      { op: 'replace', path: '/name', value: '=HYPERLINK("http://example.com")' },
      { op: 'replace', path: '/description', value: 'Pharmacy, "since 1990"\nClifton' },
    ],
  });
  const [store] = await harness.database.query<{ id: number }>(
    'SELECT store_id::int AS id FROM stores WHERE business_id = 1 ORDER BY store_id LIMIT 1',
  );
  await api.createTag(admin, { body: { name: '+44 back door', tagReference: '-1', storeID: store?.id ?? 1 } });
  await api.createTag(admin, { body: { name: '@door', tagReference: '04:A2', storeID: store?.id ?? 1 } });
}, 60_000);
afterAll(() => harness.close());

describe('each list as CSV', () => {
  it('gives the businesses with their columns, flags as Yes or No, as businesses-{date}.csv', async () => {
    const response = await fetch(`${harness.url}/api/Business/Export?OrderBy=name`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="businesses-2026-11-18.csv"');
    const rows = await rowsOf(response, columns.businesses);
    const [{ count } = { count: 0 }] = await harness.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM businesses',
    );
    expect(rows).toHaveLength(count);
    const business = await api.getBusiness(admin, { path: { id: 1 } });
    expect(rows.find(([id]) => id === '1')).toEqual([
      '1',
      business.name,
      business.description ?? '',
      business.isSingleStore ? 'Yes' : 'No',
      business.isLocked ? 'Yes' : 'No',
      String(business.stores?.length),
      String(business.staff?.length),
      business.mainContact?.user?.name ?? '',
      business.mainContact?.user?.emailAddress ?? '',
      business.dateCreated?.slice(0, 10),
    ]);
    expect(rows.find(([id]) => id === '2')?.slice(3, 5)).toEqual(['Yes', 'No']);
  });

  it('quotes cells with commas, quotes and line breaks, keeps formulas text and numbers numbers', async () => {
    const text = await textOf(await api.exportBusinesses(admin, { query: { SearchTerm: 'HYPERLINK' } }));
    const [, line] = text.split('\r\n');
    expect(line).toMatch(
      /^2,"'=HYPERLINK\(""http:\/\/example\.com""\)","Pharmacy, ""since 1990""\nClifton",Yes,No,1,\d+,/,
    );
    const tags = await rowsOf(await api.exportTags(admin, { query: { SearchTerm: '+44 back' } }), columns.tags);
    // A serial "-1" is a number to a spreadsheet, not a formula: left as it is; "+44 back door" is kept text.
    expect(tags.map((row) => row.slice(3))).toEqual([["'+44 back door", '-1', 'Yes']]);
    expect(text.split('\r\n')[0]).toBe(columns.businesses.join(','));
    const door = await rowsOf(await api.exportTags(admin, { query: { SearchTerm: '@door' } }), columns.tags);
    expect(door[0]?.[3]).toBe("'@door");
  });

  it("gives a business's staff: their user, name, e-mail and the stores they work in", async () => {
    const response = await fetch(`${harness.url}/api/Business/1/Staff/Export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="business-1-staff-2026-11-18.csv"');
    const rows = await rowsOf(response, columns.staff);
    const listed = await api.getBusinessStaff(admin, { path: { id: 1 }, query: { pageCount: 100 } });
    expect(rows).toEqual(
      listed.items.map((member) => [
        String(member.staffID),
        member.user.userID,
        member.user.name ?? '',
        member.user.emailAddress ?? '',
        (member.stores ?? []).map((store) => store.name).join('; '),
      ]),
    );
  });

  it("gives a business's stores: address, categories, employees and whether each is enabled", async () => {
    const response = await fetch(`${harness.url}/api/Business/1/Stores/Export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="business-1-stores-2026-11-18.csv"');
    const rows = await rowsOf(response, columns.stores);
    const listed = await api.getBusinessStores(admin, { path: { id: 1 }, query: { pageCount: 100 } });
    const [{ employees } = { employees: -1 }] = await harness.database.query<{ employees: number }>(
      'SELECT staff_count::int AS employees FROM stores WHERE store_id = $1',
      [listed.items[0]?.storeID],
    );
    expect(rows).toHaveLength(listed.items.length);
    const [first] = listed.items;
    expect(rows[0]).toEqual([
      String(first?.storeID),
      first?.name,
      first?.address?.address1 ?? '',
      first?.address?.address2 ?? '',
      first?.address?.address3 ?? '',
      first?.address?.cityTown ?? '',
      first?.address?.county ?? '',
      first?.address?.country ?? '',
      first?.address?.postCode ?? '',
      (first?.categories ?? []).map((category) => category.name).join('; '),
      String(employees),
      first?.enabled === false ? 'No' : 'Yes',
    ]);
  });

  it('gives the users with the columns the import reads, their roles and the stores they signed up to', async () => {
    // A customer signed up to the most stores (the stores a user works in are not theirs as a customer).
    const [{ email } = { email: '' }] = await harness.database.query<{ email: string }>(
      `SELECT u.email FROM users u JOIN store_customers sc USING (user_id)
        GROUP BY u.user_id ORDER BY count(*) DESC, u.email LIMIT 1`,
    );
    const response = await fetch(`${harness.url}/api/Users/Export?SearchTerm=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="users-2026-11-18.csv"');
    const [row = [], ...others] = await rowsOf(response, columns.users);
    expect(others).toEqual([]);
    const user = await api.getUser(admin, { path: { id: row[0] ?? '' } });
    expect(user.stores?.length).toBeGreaterThan(0);
    expect(row).toEqual([
      user.userID,
      user.title ?? '',
      user.firstName ?? '',
      user.surname ?? '',
      user.emailAddress,
      user.phoneNumber ?? '',
      user.postCode ?? '',
      user.dateOfBirth ?? '',
      'Customer',
      (user.stores ?? []).map((store) => store.name).join('; '),
    ]);
    const noRole = await rowsOf(await api.exportUsers(admin, { query: { SearchTerm: 'norole@' } }), columns.users);
    // No roles, and signed up to no store: empty cells.
    expect(noRole.map((row) => [row[4], row[8], row[9]])).toEqual([['norole@stampcard.test', '', '']]);
  });

  it('gives the NFC tags with their store, in tagID order, as tags-{date}.csv', async () => {
    const response = await fetch(`${harness.url}/api/Tags/Export?storeID=1`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="tags-2026-11-18.csv"');
    const rows = await rowsOf(response, columns.tags);
    const tags = await api.getTags(admin, { query: { storeID: 1 } });
    const [store] = await harness.database.query<{ name: string }>('SELECT name FROM stores WHERE store_id = 1');
    expect(rows).toEqual(
      tags.map((tag) => [
        String(tag.tagID),
        '1',
        store?.name,
        // As the file says them: a name or serial a spreadsheet would run as a formula is kept text.
        /^[=+\-@]/.test(tag.name) ? `'${tag.name}` : tag.name,
        /^[=+@]/.test(tag.tagReference ?? '') ? `'${tag.tagReference ?? ''}` : (tag.tagReference ?? ''),
        tag.enabled ? 'Yes' : 'No',
      ]),
    );
  });
});

describe('every row, in the list’s order', () => {
  const businessId = (item: Record<string, unknown>) => item.businessID;
  const userId = (item: Record<string, unknown>) => item.userID;

  it.each([
    ['/api/Business', ''],
    ['/api/Business', '?OrderBy=-name'],
    ['/api/Business', '?OrderBy=no_of_stores'],
    ['/api/Business', '?OrderBy=-no_of_employees'],
    ['/api/Business', '?OrderBy=-date_created&FilterType=locations&Filter=Liverpool'],
    ['/api/Business', '?SearchTerm=co&FilterType=categories&Filter=Food'],
  ])('%s%s: the businesses the list pages through, in its order', async (path, query) => {
    const listed = await listedIds(`${path}${query}`, businessId);
    expect(listed.length).toBeGreaterThan(0);
    expect(await exportedIds(`${path}/Export${query}`, columns.businesses)).toEqual(listed);
  });

  it.each([
    '',
    '?OrderBy=-name',
    '?OrderBy=email',
    '?OrderBy=-email',
    '?OrderBy=business',
    '?OrderBy=-business',
    '?SearchTerm=ol&OrderBy=-name',
    '?FilterType=stores&Filter=1&Filter=4&OrderBy=business',
    '?FilterType=roles&Filter=Merchant&Filter=Administrators',
  ])('/api/Users%s: the users the list pages through, in its order', async (query) => {
    const listed = await listedIds(`/api/Users${query}`, userId);
    expect(listed.length).toBeGreaterThan(1);
    expect(await exportedIds(`/api/Users/Export${query}`, columns.users)).toEqual(listed);
  });

  it('keeps the business sort’s people without a business last, in either direction', async () => {
    const rows = await rowsOf(await inProcess(inChunks, '/api/Users/Export?OrderBy=-business'), columns.users);
    expect(rows.at(-1)?.[4]).toMatch(/@stampcard\.test$/);
    expect(rows.some((row) => row[4] === 'norole@stampcard.test')).toBe(true);
  });

  it.each(['', '?OrderBy=-email', '?OrderBy=name&SearchTerm=e', '?FilterType=stores&Filter=1'])(
    "/api/Business/1/Staff%s: a business's staff the list pages through, in its order",
    async (query) => {
      const listed = await listedIds(`/api/Business/1/Staff${query}`, (item) => item.staffID);
      expect(listed.length).toBeGreaterThan(0);
      expect(await exportedIds(`/api/Business/1/Staff/Export${query}`, columns.staff)).toEqual(listed);
    },
  );

  it.each(['', '?OrderBy=-name', '?OrderBy=-no_of_employees', '?SearchTerm=liverpool'])(
    "/api/Business/1/Stores%s: a business's stores the list pages through, in its order",
    async (query) => {
      const listed = await listedIds(`/api/Business/1/Stores${query}`, (item) => item.storeID);
      expect(listed.length).toBeGreaterThan(0);
      expect(await exportedIds(`/api/Business/1/Stores/Export${query}`, columns.stores)).toEqual(listed);
    },
  );

  it.each(['', '?storeID=1', '?SearchTerm=04'])('/api/Tags%s: the tags the list gives, in its order', async (query) => {
    const response = await inProcess(inChunks, `/api/Tags${query}`);
    const listed = ((await response.json()) as { tagID: number }[]).map((tag) => String(tag.tagID));
    expect(listed.length).toBeGreaterThan(1);
    expect(await exportedIds(`/api/Tags/Export${query}`, columns.tags)).toEqual(listed);
  });

  it('refuses an unknown sort as the list does', async () => {
    const response = await inProcess(inChunks, '/api/Users/Export?OrderBy=shoe_size');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'query.OrderBy': ['Unknown sort "shoe_size". Use one of: name, email, business.'],
    });
  });
});

describe('only what the caller may read', () => {
  it('gives a merchant their businesses, and refuses another business’s staff and stores as if it did not exist', async () => {
    const rows = await rowsOf(await api.exportBusinesses(merchant), columns.businesses);
    expect(rows.map(([id]) => id)).toEqual(['1']);
    expect(await status(api.exportBusinessStaff(merchant, { path: { id: 2 } }))).toBe(404);
    expect(await status(api.exportBusinessStores(merchant, { path: { id: 2 } }))).toBe(404);
    expect(await status(api.exportBusinessStaff(merchant, { path: { id: 1 } }))).toBe(200);
  });

  it('gives a merchant only the users who are their staff', async () => {
    const exported = await exportedIds('/api/Users/Export', columns.users, merchantToken);
    const staff = await harness.database.query<{ id: string }>(
      `SELECT DISTINCT u.user_id AS id FROM staff s JOIN users u USING (user_id)
        WHERE s.business_id IN (SELECT business_id FROM staff JOIN users USING (user_id) WHERE email = 'merchant@stampcard.test')`,
    );
    expect(exported.length).toBeGreaterThan(0);
    expect([...exported].sort()).toEqual(staff.map((row) => row.id).sort());
    expect(exported).toEqual(await listedIds('/api/Users', (item) => item.userID, merchantToken));
  });

  it("gives a merchant only their stores' tags", async () => {
    const exported = await exportedIds('/api/Tags/Export', columns.tags, merchantToken);
    const own = await harness.database.query<{ id: number }>(
      `SELECT t.tag_id::int AS id FROM nfc_tags t JOIN stores s USING (store_id) WHERE s.business_id = 1 ORDER BY t.tag_id`,
    );
    expect(exported).toEqual(own.map((row) => String(row.id)));
  });

  it('refuses customers', async () => {
    expect(await status(api.exportBusinesses(customer))).toBe(403);
    expect(await status(api.exportUsers(customer))).toBe(403);
    expect(await status(api.exportTags(customer))).toBe(403);
  });
});

describe('limits', () => {
  it('gives a list longer than the row limit its first rows, in order', async () => {
    const rows = await rowsOf(await inProcess(fiveRows, '/api/Users/Export?OrderBy=email'), columns.users);
    const listed = await api.getUsers(admin, { query: { OrderBy: 'email', pageCount: 5 } });
    expect(rows.map(([id]) => id)).toEqual(listed.items.map((user) => user.userID));
  });

  it('ends a file at the byte limit with whole rows', async () => {
    const response = await inProcess(fewBytes, '/api/Users/Export?OrderBy=email');
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(700);
    expect(bytes.length).toBeGreaterThan(400);
    const rows = await rowsOf(response, columns.users);
    const listed = await api.getUsers(admin, { query: { OrderBy: 'email', pageCount: rows.length } });
    expect(rows.map(([id]) => id)).toEqual(listed.items.map((user) => user.userID));
  });
});

describe('exporting a list', () => {
  it('records nothing: it is a read', async () => {
    const before = await historyCount();
    await api.exportBusinesses(admin);
    await api.exportUsers(admin);
    await api.exportTags(merchant);
    await api.exportBusinessStaff(merchant, { path: { id: 1 } });
    await api.exportBusinessStores(merchant, { path: { id: 1 } });
    expect(await historyCount()).toBe(before);
  });

  it('says where the caller stands on the rate limits, as every API answer does', async () => {
    const response = await fetch(`${harness.url}/api/Tags/Export`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers.get('ratelimit-policy')).toMatch(/^"user";q=\d+;w=\d+, "address";q=\d+;w=\d+$/);
    await response.body?.cancel();
  });
});
