// @vitest-environment node
/**
 * The address lookup (GET /api/Addresses) as the app calls it: over HTTP, with the lookup key the
 * server hands the app in /app-config.json and no access token. It answers the seeded addresses of a
 * postcode, none for an unknown one, 400 naming `query.postcode` for a postcode that is not in the
 * UK form, and 401 without the key.
 */
import { ApiValidationError, findAddresses } from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../src/api/app.ts';
import { addressLookupKeyHeader, demoAddressLookupKey } from '../src/api/routes/addresses.ts';
import { clientFor, startHarness, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness.close());

/** Asks the lookup for `postcode` (as given, checked by no client) with `key`, or with no key for null. */
async function lookUp(postcode: string | undefined, key: string | null = demoAddressLookupKey) {
  const query = postcode === undefined ? '' : `?postcode=${encodeURIComponent(postcode)}`;
  const response = await fetch(`${harness.url}/api/Addresses${query}`, {
    headers: key === null ? {} : { [addressLookupKeyHeader]: key },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe('the key', () => {
  it('is what the server hands the app, with itself as the lookup service', async () => {
    const configuration = (await (await fetch(`${harness.url}/app-config.json`)).json()) as Record<string, unknown>;
    expect(configuration.addressLookup).toEqual({ url: '', key: demoAddressLookupKey });
  });

  it('is needed: without it, or with another, the lookup is refused with 401 saying which header', async () => {
    for (const key of [null, '', 'not-the-key', `${demoAddressLookupKey}x`]) {
      const answer = await lookUp('L1 4DS', key);
      expect(answer.status, String(key)).toBe(401);
      expect(answer.body).toMatchObject({ errors: [`Send the address lookup's key as ${addressLookupKeyHeader}.`] });
    }
  });

  it('is checked before the postcode, and no access token is asked for', async () => {
    expect((await lookUp('nonsense', 'wrong')).status).toBe(401);
    expect((await lookUp('L1 4DS')).status).toBe(200);
  });

  it('refuses every lookup on a server that has none', async () => {
    const app = createApi({
      database: harness.database,
      verifyAccessToken: () => Promise.reject(new Error('unused')),
      clientConfiguration: () => undefined,
      rateLimit: false,
      addressLookupKey: null,
    });
    const response = await app.request(`http://localhost/api/Addresses?postcode=L1%204DS`, {
      headers: { [addressLookupKeyHeader]: demoAddressLookupKey },
    });
    expect(response.status).toBe(401);
  });
});

describe('a postcode', () => {
  it('finds its addresses in delivery order, whole, with their coordinates', async () => {
    const answer = await lookUp('L1 4DS');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit')).toMatch(/^"address";r=\d+;t=\d+$/);
    const addresses = answer.body as Record<string, unknown>[];
    expect(addresses.map((address) => [address.address1, address.address2])).toEqual([
      ['10 Bold Street', null],
      ['12 Bold Street', null],
      ['Flat 1', '14 Bold Street'],
      ['Flat 2', '14 Bold Street'],
      ['16 Bold Street', null],
    ]);
    expect(addresses[0]).toEqual({
      address1: '10 Bold Street',
      address2: null,
      address3: null,
      cityTown: 'Liverpool',
      county: 'Merseyside',
      country: 'United Kingdom',
      postCode: 'L1 4DS',
      latitude: 53.40291,
      longitude: -2.98101,
    });
  });

  it('is matched whatever its case and spacing', async () => {
    for (const postcode of ['l14ds', 'L14DS', 'l1 4ds']) {
      const answer = await lookUp(postcode);
      expect(answer.status, postcode).toBe(200);
      expect((answer.body as unknown[]).length, postcode).toBe(5);
    }
  });

  it('finds addresses in both demo towns, one alone at its postcode', async () => {
    const bristol = (await lookUp('BS8 3PA')).body as Record<string, unknown>[];
    expect(bristol).toEqual([
      expect.objectContaining({
        address1: 'Clifton Suspension Bridge Visitor Centre',
        address2: 'Bridge Road',
        address3: 'Leigh Woods',
        cityTown: 'Bristol',
        postCode: 'BS8 3PA',
      }),
    ]);
    expect(((await lookUp('L3 4AF')).body as unknown[]).length).toBe(3);
  });

  it('that is well formed but unknown finds nothing', async () => {
    const answer = await lookUp('SW1A 1AA');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('that is missing or not in the UK form is a 400 naming it', async () => {
    for (const postcode of [undefined, '', 'L1', 'L1 4D', '14DS L1', 'L1 4DS 1', 'L1  4DS', 'L1-4DS', 'SW1A1AAX']) {
      const answer = await lookUp(postcode);
      expect(answer.status, String(postcode)).toBe(400);
      expect(Object.keys((answer.body as { errors: Record<string, string[]> }).errors), String(postcode)).toEqual([
        'query.postcode',
      ]);
    }
  });
});

describe('through the generated client', () => {
  const client = () => clientFor(harness.url, undefined);
  const headers = { [addressLookupKeyHeader]: demoAddressLookupKey };

  it('answers the addresses, checked against the contract', async () => {
    const addresses = await findAddresses(client(), { query: { postcode: 'BS1 4QA' }, headers });
    expect(addresses.map((address) => address.address1)).toEqual(['1 Narrow Quay', 'Unit 2', '16 Narrow Quay']);
  });

  it('refuses to send a postcode past the contract before the server sees it', async () => {
    await expect(findAddresses(client(), { query: { postcode: 'L1' }, headers })).rejects.toBeInstanceOf(
      ApiValidationError,
    );
  });
});
