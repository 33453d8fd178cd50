// @vitest-environment node
/** The hand-written glue around the generated client, against real HTTP servers on 127.0.0.1. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiValidationError,
  RequiredParameterError,
  createBusiness,
  createStampcardClient,
  createTag,
  exportReport,
  getBusinessStaffMember,
  getBusinessStore,
  getBusinesses,
  getCard,
  getCardImage,
  getCards,
  updateCard,
} from '../src/index';
import { buildCard } from '../src/testing/fixtures';
import { startTestServer, type TestServer } from './server';

let server: TestServer;
let otherOrigin: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  otherOrigin = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await otherOrigin.close();
});
beforeEach(() => {
  server.requests.length = 0;
  otherOrigin.requests.length = 0;
});

const card = buildCard({ loyaltyCardID: 7 });
const client = (options: Parameters<typeof createStampcardClient>[0] = {}) =>
  createStampcardClient({ baseUrl: server.origin, getAccessToken: () => 'secret', retries: 0, ...options });

describe('authorization', () => {
  it('sends the bearer token to the API origin', async () => {
    server.reply({ body: card });
    await getCard(client({ getAccessToken: async () => Promise.resolve('async-token') }), { path: { id: 7 } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer async-token');
  });

  it('never sends the token to another origin', async () => {
    otherOrigin.reply({ body: card });
    await getCard(client(), { path: { id: 7 }, baseUrl: otherOrigin.origin.replace('127.0.0.1', 'localhost') });
    expect(otherOrigin.requests).toHaveLength(1);
    expect(otherOrigin.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no Authorization header when signed out', async () => {
    server.reply({ body: card });
    await getCard(client({ getAccessToken: () => null }), { path: { id: 7 } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends credentials with every call', async () => {
    const seen: RequestCredentials[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(input instanceof Request ? input.credentials : (init?.credentials ?? 'same-origin'));
      return fetch(input, init);
    };
    server.reply({ body: [card] });
    await getCards(client({ fetch: spy }));
    expect(seen).toEqual(['include']);
  });
});

describe('required path parameters', () => {
  it.each([
    ['id', 'getCard', () => getCard(client(), { path: { id: undefined as unknown as number } })],
    [
      'staffId',
      'getBusinessStaffMember',
      () => getBusinessStaffMember(client(), { path: { id: 3, staffId: null as unknown as number } }),
    ],
    [
      'storeId',
      'getBusinessStore',
      () => getBusinessStore(client(), { path: { id: 3 } as { id: number; storeId: number } }),
    ],
  ])('throws for a missing %s before sending anything', async (parameter, operation, call) => {
    await expect(call()).rejects.toThrow(new RequiredParameterError(operation, parameter));
    await expect(call()).rejects.toThrow(
      `Required parameter ${parameter} was null or undefined when calling ${operation}`,
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('required headers', () => {
  it.each([
    ['a missing If-Match', { 'Content-Type': 'application/json' }],
    ['an empty If-Match', { 'If-Match': '' }],
  ])('throws for %s before sending anything', async (_, headers) => {
    const call = () => updateCard(client(), { body: card, headers: headers as unknown as { 'If-Match': string } });
    await expect(call()).rejects.toThrow(new RequiredParameterError('updateCard', 'If-Match'));
    expect(server.requests).toHaveLength(0);
  });
});

describe('paged lists', () => {
  it('rejects a malformed x-pagination header', async () => {
    server.reply({ body: [], headers: { 'x-pagination': '{"totalCount":"many"}' } });
    const error = await getBusinesses(client()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error).toMatchObject({ operation: 'getBusinesses', path: 'x-pagination', direction: 'response' });
  });

  it('rejects a list without its x-pagination header, naming the likely cause', async () => {
    server.reply({ body: [] });
    await expect(getBusinesses(client())).rejects.toThrow(/x-pagination.*Access-Control-Expose-Headers/);
  });
});

describe('HTTP errors', () => {
  it.each([
    [
      'an object of lists',
      { errors: { name: ['Required', 'Too long'], isSingleStore: ['Required'] } },
      ['Required', 'Too long', 'Required'],
    ],
    ['a list', { errors: ['Name is taken'] }, ['Name is taken']],
    ['a string', { errors: 'Business limit reached' }, ['Business limit reached']],
    ['no errors field', { title: 'Bad Request' }, []],
  ])('normalises a 400 whose errors are %s', async (_, body, errors) => {
    server.reply({ status: 400, body });
    const error = await createBusiness(client(), { body: { name: 'A', isSingleStore: true } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, operation: 'createBusiness', errors, body });
  });

  it('reports a 500 with a text body', async () => {
    server.reply({ status: 500, body: 'Internal Server Error', headers: { 'Content-Type': 'text/plain' } });
    const error = await getCards(client()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, errors: [], body: 'Internal Server Error', operation: 'getCards' });
  });

  it('retries an idempotent call after a 503, but never a PATCH', async () => {
    let calls = 0;
    server.reply(() => (++calls === 1 ? { status: 503 } : { body: [card] }));
    await expect(getCards(client({ retries: 1 }))).resolves.toEqual([card]);
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.reply({ status: 503 });
    await expect(
      updateCard(client({ retries: 1 }), { body: card, headers: { 'If-Match': '"1"' } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('invalid responses', () => {
  it('reports a body that is not JSON', async () => {
    server.reply({ body: '{"loyaltyCardID": 7,', headers: { 'Content-Type': 'application/json' } });
    const error = await getCard(client(), { path: { id: 7 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error).toMatchObject({ operation: 'getCard', path: '(root)' });
  });

  it('names the operation and the bad field when a response breaks the contract', async () => {
    server.reply({ body: [card, { ...card, loyaltyCardID: 'eight' }] });
    const error = await getCards(client()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error).toMatchObject({ operation: 'getCards', direction: 'response', path: '[1].loyaltyCardID' });
    expect((error as Error).message).toMatch(/^The server's response to getCards is not valid at \[1\]\.loyaltyCardID/);
  });

  it('refuses a request body the contract rejects, without sending it', async () => {
    const error = await createTag(client(), { body: { name: 'Till', storeID: 5 } as never }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error).toMatchObject({ operation: 'createTag', direction: 'request', path: 'body.tagReference' });
    expect(server.requests).toHaveLength(0);
  });

  it('reports JSON where a report file was expected', async () => {
    server.reply({ body: { message: 'not a file' } });
    await expect(exportReport(client(), { body: { reportPath: '/r', format: 'CSV' } })).rejects.toThrow(
      /exportReport.*expected a CSV file, received application\/json/,
    );
  });

  it('reports an answer of another type where an image was expected', async () => {
    server.reply({ body: '<html>Sign in</html>', headers: { 'Content-Type': 'text/html' } });
    await expect(getCardImage(client(), { path: { id: 7 } })).rejects.toThrow(
      /getCardImage.*expected image\/png, received text\/html/,
    );
    server.reply({ body: { message: 'not an image' } });
    await expect(getCardImage(client(), { path: { id: 7 } })).rejects.toBeInstanceOf(ApiValidationError);
  });

  it('refuses an image width the contract does not allow, without sending it', async () => {
    const error = await getCardImage(client(), { path: { id: 7 }, query: { width: 2000 } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ operation: 'getCardImage', direction: 'request', path: 'query.width' });
    expect(server.requests).toHaveLength(0);
  });

  it("reports a refused image as an ApiError with the server's errors", async () => {
    server.reply({ status: 400, body: { errors: { 'query.side': ['Must be front or back.'] }, status: 400 } });
    await expect(getCardImage(client(), { path: { id: 7 } })).rejects.toMatchObject({
      status: 400,
      errors: ['Must be front or back.'],
    });
  });
});

describe('timeouts and network failures', () => {
  it('fails with ApiTimeoutError when the server is slower than the timeout', async () => {
    server.reply({ body: card, delay: 500 });
    const error = await getCard(client({ timeout: 50 }), { path: { id: 7 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toMatchObject({ operation: 'getCard', timeout: 50, message: 'getCard timed out after 50 ms' });
  });

  it('lets a call override the client timeout', async () => {
    server.reply({ body: card, delay: 100 });
    await expect(getCard(client({ timeout: 10 }), { path: { id: 7 }, timeout: 2_000 })).resolves.toEqual(card);
  });

  it('fails with ApiNetworkError when nothing listens', async () => {
    const closed = await startTestServer();
    await closed.close();
    const error = await getCards(client({ baseUrl: closed.origin })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ operation: 'getCards' });
  });
});
