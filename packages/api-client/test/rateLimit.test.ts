// @vitest-environment node
/** The API's rate limit (429 Too Many Requests with Retry-After): what is retried, when, and what the error carries. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createBusiness,
  createStampcardClient,
  deleteCard,
  getBusinesses,
  getCard,
  updateUser,
} from '../src/index';
import * as testing from '../src/testing/index';

const mockServer = setupServer();
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => mockServer.close());

const card = testing.buildCard({ loyaltyCardID: 7 });
const client = (options: Parameters<typeof createStampcardClient>[0] = {}) =>
  createStampcardClient({ baseUrl: 'http://api.test', ...options });

/** The API's 429 (its errors body and Retry-After), with the rate limit fields it sends on every answer. */
function tooManyRequests(retryAfter: number | Date): Response {
  const response = testing.tooManyRequests(retryAfter);
  response.headers.set('RateLimit', '"user";r=0;t=2');
  response.headers.set('RateLimit-Policy', '"user";q=1200;w=60');
  return response;
}

/** Answers the requests to `path` in turn with `answers`, the last one for every request after; counts them. */
function answerInTurn(method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string, answers: (() => Response)[]) {
  const requests: number[] = [];
  mockServer.use(
    http[method](path, () => {
      requests.push(Date.now());
      const answer = answers[Math.min(requests.length, answers.length) - 1];
      if (answer === undefined) throw new Error('No answer.');
      return answer();
    }),
  );
  return requests;
}

describe('a read answered 429 Too Many Requests', () => {
  it('waits the Retry-After the server asked for, then succeeds on its one retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = answerInTurn('get', '*/api/Card/:id', [() => tooManyRequests(2), () => HttpResponse.json(card)]);
    const call = getCard(client(), { path: { id: 7 } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual(card);
    expect(requests).toHaveLength(2);
  });

  it('rejects with the wait when the retry is refused too, and is retried only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = answerInTurn('get', '*/api/Business', [() => tooManyRequests(1)]);
    const call = getBusinesses(client({ retries: 5 })).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ operation: 'getBusinesses', status: 429, retryAfterSeconds: 1 });
    expect(requests).toHaveLength(2);
  });

  it('fails at once, with the wait, when Retry-After is longer than maxRetryAfter', async () => {
    const requests = answerInTurn('get', '*/api/Card/:id', [() => tooManyRequests(30), () => HttpResponse.json(card)]);
    await expect(getCard(client(), { path: { id: 7 } })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(requests).toHaveLength(1);

    // A client that may wait longer waits it out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const patient = getCard(client({ maxRetryAfter: 60 }), { path: { id: 7 } });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(patient).resolves.toEqual(card);
  });

  it('is not retried when retries are off', async () => {
    const requests = answerInTurn('get', '*/api/Card/:id', [() => tooManyRequests(0), () => HttpResponse.json(card)]);
    await expect(getCard(client({ retries: 0 }), { path: { id: 7 } })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 0,
    });
    expect(requests).toHaveLength(1);
  });

  it('stops waiting when the call is cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests = answerInTurn('get', '*/api/Card/:id', [() => tooManyRequests(4), () => HttpResponse.json(card)]);
    const controller = new AbortController();
    const call = getCard(client(), { path: { id: 7 }, signal: controller.signal }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await expect(call).resolves.toMatchObject({ status: 429, retryAfterSeconds: 4 });
    expect(requests).toHaveLength(1);
  });

  it('reads a Retry-After given as an HTTP-date as the seconds until it', async () => {
    const inThreeSeconds = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_000);
    answerInTurn('get', '*/api/Card/:id', [() => tooManyRequests(inThreeSeconds)]);
    const error = await getCard(client({ retries: 0 }), { path: { id: 7 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBeGreaterThanOrEqual(3);
    expect((error as ApiError).retryAfterSeconds).toBeLessThanOrEqual(4);
  });
});

describe('a write answered 429 Too Many Requests', () => {
  it('is never sent again, even with a short Retry-After: POST', async () => {
    const requests = answerInTurn('post', '*/api/Business', [
      () => tooManyRequests(0),
      () => HttpResponse.json(testing.buildBusiness(), { status: 201 }),
    ]);
    await expect(createBusiness(client(), { body: { name: 'A', isSingleStore: true } })).rejects.toMatchObject({
      operation: 'createBusiness',
      status: 429,
      retryAfterSeconds: 0,
    });
    expect(requests).toHaveLength(1);
  });

  it('is never sent again: PUT and DELETE, which are retried after a 503', async () => {
    const user = testing.buildUser({ userID: 'user-1' });
    const puts = answerInTurn('put', '*/api/Users/:id', [() => tooManyRequests(0), () => HttpResponse.json(user)]);
    await expect(
      updateUser(client(), {
        path: { id: 'user-1' },
        body: { title: 'Ms', firstName: 'Amelia', surname: 'Hughes', emailAddress: 'amelia@example.com' },
        headers: { 'If-Match': '"1"' },
      }),
    ).rejects.toMatchObject({ status: 429 });
    expect(puts).toHaveLength(1);

    const deletes = answerInTurn('delete', '*/api/Card/:id', [
      () => tooManyRequests(0),
      () => new HttpResponse(null, { status: 204 }),
    ]);
    await expect(deleteCard(client(), { path: { id: 7 } })).rejects.toMatchObject({ status: 429 });
    expect(deletes).toHaveLength(1);

    // A 503 is retried as before.
    const retried = answerInTurn('delete', '*/api/Card/:id', [
      () => new HttpResponse(null, { status: 503 }),
      () => new HttpResponse(null, { status: 204 }),
    ]);
    await expect(deleteCard(client(), { path: { id: 7 } })).resolves.toBeUndefined();
    expect(retried).toHaveLength(2);
  });
});
