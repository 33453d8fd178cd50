// @vitest-environment node
/**
 * Bad input is a 4xx that says what is wrong, never a 500: each class of hostile input
 * sent to every write operation of the contract, read from the OpenAPI document so an operation
 * added later is covered too, and to the queries and paths of the read operations, and dates that
 * are no dates where the contract's schemas do not type them (a report's parameters, a patch).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signIn, startHarness, type Harness } from '../src/testing/harness.ts';

interface OperationObject {
  operationId?: string;
  requestBody?: unknown;
  parameters?: { name: string; in: string }[];
}

const document = parse(readFileSync(new URL('../../api-client/openapi/stampcard.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, OperationObject>>;
};

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    operation.operationId ? [{ method: method.toUpperCase(), path, operation, name: operation.operationId }] : [],
  ),
);
/** Every operation that writes with a body, or could be sent one (DELETE takes none and reads none). */
const writes = operations.filter(({ method }) => method === 'POST' || method === 'PUT' || method === 'PATCH');
const lists = operations.filter(
  ({ method, operation }) =>
    method === 'GET' && operation.parameters?.some((parameter) => parameter.name === 'SearchTerm'),
);

/** The path with every parameter filled in (the checks run before any handler looks the id up). */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '1');

let harness: Harness;
let token: string;

beforeAll(async () => {
  harness = await startHarness();
  token = (await signIn(harness.url, 'admin@stampcard.test')).accessToken;
}, 60_000);
afterAll(() => harness.close());

async function send(method: string, path: string, body: string | undefined, contentType = 'application/json') {
  const response = await fetch(`${harness.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as { errors?: unknown } };
}

describe('every write operation of the contract', () => {
  it('covers the contract’s write operations, with a body or without', () => {
    const names = writes.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'createCard',
        'patchBusiness',
        'toggleBusinessLock',
        'updateUser',
        'resetUserPassword',
        'createTag',
      ]),
    );
    expect(writes.filter(({ operation }) => operation.requestBody === undefined).length).toBeGreaterThan(0);
  });

  it.each(writes)(
    '$method $path ($name): a NUL byte in any string is a 400 naming the field',
    async ({ method, path }) => {
      const answer = await send(
        method,
        concrete(path),
        JSON.stringify({ name: 'Bold\u0000Street', list: ['ok', 'x\u0000'] }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        'body.name': [expect.stringContaining('cannot be stored')],
        'body.list.1': [expect.stringContaining('cannot be stored')],
      });
    },
  );

  it.each(writes)(
    '$method $path ($name): an unpaired surrogate is a 400 naming the field',
    async ({ method, path }) => {
      const answer = await send(method, concrete(path), JSON.stringify({ description: 'café \ud800' }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ 'body.description': [expect.stringContaining('unpaired surrogate')] });
    },
  );

  it.each(writes)('$method $path ($name): a 5 MB body is refused with 413', async ({ method, path }) => {
    const answer = await send(method, concrete(path), JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) }));
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual({ body: ['The body is larger than the 3 MB the API takes.'] });
  });

  it.each(writes)(
    '$method $path ($name): a body that is not JSON is 415 by its type, 400 by its content',
    async ({ method, path }) => {
      const plain = await send(method, concrete(path), 'name=Bold+Street', 'application/x-www-form-urlencoded');
      expect(plain.status).toBe(415);
      const broken = await send(method, concrete(path), '{"name": "Bold Street"');
      expect(broken.status).toBe(400);
      expect(broken.body.errors).toEqual({ body: ['The body is not valid JSON.'] });
    },
  );
});

describe('queries and paths', () => {
  it.each(lists)('$path ($name): a NUL byte in the search is a 400', async ({ path }) => {
    const answer = await send('GET', `${concrete(path)}?SearchTerm=bold%00street`, undefined);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'query.SearchTerm': [expect.stringContaining('cannot be stored')] });
  });

  it('answers a NUL byte or broken UTF-8 in a path with 400', async () => {
    expect((await send('GET', '/api/Users/%00', undefined)).status).toBe(400);
    expect((await send('GET', '/api/Users/%ED%A0%80', undefined)).status).toBe(400);
    expect((await send('GET', '/api/Users/Role/Merchant%00', undefined)).status).toBe(400);
  });
});

describe('dates and numbers the contract does not type', () => {
  // The dates of the contract's parameters and bodies are proved by contractLimits.test.ts; these
  // are the dates and numbers inside a report's parameter map and the dates inside a patch's values.
  const report = (
    parameters: Record<string, string[]>,
    path = '/api/Reporting/View',
    reportPath = '/Reports/StampsByStore',
  ) => send('POST', path, JSON.stringify({ reportPath, page: 1, parameters, format: 'CSV' }));
  const customersByStore = (parameters: Record<string, string[]>, path = '/api/Reporting/View') =>
    report(parameters, path, '/Reports/CustomersByStore');

  it.each(['31/02/2026', '01/01/0000', '2020-13-45', '0000-00-00', '45/13/2020 99:99:99 PM', 'yesterday'])(
    'a report date parameter of %s is a 400 naming it, when viewed and exported',
    async (value) => {
      for (const path of ['/api/Reporting/View', '/api/Reporting/Export']) {
        const answer = await report({ From: [value] }, path);
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual({ 'body.parameters.From': [expect.stringContaining('real date')] });
      }
    },
  );

  it('takes a report date with or without its time, at a leap day, and a blank one as no date', async () => {
    expect((await report({ From: ['29/02/2024 12:00:00 AM'], To: ['2024-03-01'] })).status).toBe(200);
    expect((await report({ From: [''], To: ['   '] })).status).toBe(200);
  });

  it.each(['many', '1e3', '12 stamps', '1'.repeat(21)])(
    "a report number parameter of %s is a 400 naming it, as the app's filter refuses it",
    async (value) => {
      for (const path of ['/api/Reporting/View', '/api/Reporting/Export']) {
        const answer = await customersByStore({ MinimumStamps: [value] }, path);
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual({ 'body.parameters.MinimumStamps': [expect.stringContaining('a number')] });
      }
    },
  );

  it('takes a report number of 20 characters, a sign or a decimal point, and a blank one as none', async () => {
    for (const value of ['1'.repeat(20), '-3', '+2.5', '.5', '']) {
      expect((await customersByStore({ MinimumStamps: [value] })).status).toBe(200);
    }
  });

  it('refuses a date of birth that is no date in a staff patch, naming it', async () => {
    const [staff] = await harness.database.query<{ businessId: number; staffId: number }>(
      'SELECT business_id::int AS "businessId", staff_id::int AS "staffId" FROM staff ORDER BY staff_id LIMIT 1',
    );
    if (!staff) throw new Error('The seed has no staff member.');
    const path = `/api/Business/${staff.businessId}/Staff/${staff.staffId}`;
    for (const value of ['0000-01-01', '2023-02-29', '2020-13-45']) {
      const answer = await send(
        'PATCH',
        path,
        JSON.stringify([{ op: 'replace', path: '/user/dateOfBirth', value }]),
        'application/json-patch+json',
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors as object)).toEqual(['result.user.dateOfBirth']);
    }
  });
});

describe('the largest legitimate body', () => {
  it('takes a card with a 1 MB logo', async () => {
    const logo = Buffer.alloc(1024 * 1024, 7).toString('base64');
    const [template] = (await (
      await fetch(`${harness.url}/api/Card/Store/1`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { configuration: Record<string, unknown> }[];
    const answer = await send(
      'POST',
      '/api/Card',
      JSON.stringify({
        storeID: 1,
        configuration: { ...template?.configuration, logoEncodedString: logo, logoMimeType: 'image/png' },
      }),
    );
    expect(answer.status).toBe(201);
  });
});
