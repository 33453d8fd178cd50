import {
  ApiError,
  ApiNetworkError,
  ApiValidationError,
  createStampcardClient,
  type AddressCandidate,
} from '@stampcard/api-client';
import { describe, expect, it } from 'vitest';
import { addressLookupKeyHeader, createAddressLookup, describeAddress } from './addressLookup';
import { normalizePostcode } from './postcode';

const boldStreet: AddressCandidate = {
  address1: 'Flat 1',
  address2: '14 Bold Street',
  address3: null,
  cityTown: 'Liverpool',
  county: 'Merseyside',
  country: 'United Kingdom',
  postCode: 'L1 4DS',
  latitude: 53.40278,
  longitude: -2.98041,
};

/** A fetch that answers every request with `answer()` (unless aborted) and keeps the requests it was sent. */
function fetchAnswering(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fake = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    if (request.signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    return Promise.resolve(answer());
  };
  return Object.assign(fake, { requests });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The lookup at `url` over a client of the API at https://api.example, signed in with a token. */
function lookupAt(url: string, fetchImpl: typeof fetch) {
  const api = createStampcardClient({
    baseUrl: 'https://api.example',
    getAccessToken: () => 'user-token',
    fetch: fetchImpl,
    retries: 0,
  });
  return createAddressLookup({ url, key: 'browser-key' }, api);
}

describe('createAddressLookup', () => {
  it('asks the API origin for the postcode with the key, and answers the addresses', async () => {
    const fetchImpl = fetchAnswering(() => json([boldStreet]));
    await expect(lookupAt('', fetchImpl).find('L1 4DS')).resolves.toEqual([boldStreet]);
    const [request] = fetchImpl.requests;
    const url = new URL(request?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://api.example/api/Addresses');
    expect(url.searchParams.get('postcode')).toBe('L1 4DS');
    expect(request?.headers.get(addressLookupKeyHeader)).toBe('browser-key');
  });

  it('asks a service elsewhere without the user’s access token', async () => {
    const fetchImpl = fetchAnswering(() => json([]));
    await expect(lookupAt('https://lookup.example/v1', fetchImpl).find('BS8 4DP')).resolves.toEqual([]);
    const [request] = fetchImpl.requests;
    const url = new URL(request?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://lookup.example/v1/api/Addresses');
    expect(url.searchParams.get('postcode')).toBe('BS8 4DP');
    expect(request?.headers.get(addressLookupKeyHeader)).toBe('browser-key');
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it.each([
    ['an answer that is not a list', { addresses: [boldStreet] }],
    ['an address without its first line', [{ ...boldStreet, address1: undefined }]],
    ['an empty city', [{ ...boldStreet, cityTown: '' }]],
    ['a latitude off the globe', [{ ...boldStreet, latitude: 123 }]],
    ['a postcode not as the post office writes it', [{ ...boldStreet, postCode: 'l14ds' }]],
    ['more than 100 addresses', Array.from({ length: 101 }, () => boldStreet)],
  ])('reports %s as malformed, never as addresses', async (_, body) => {
    const error = await lookupAt(
      '',
      fetchAnswering(() => json(body)),
    )
      .find('L1 4DS')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiValidationError);
  });

  it('reports an answer that is not JSON as malformed', async () => {
    const fetchImpl = fetchAnswering(
      () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(lookupAt('', fetchImpl).find('L1 4DS')).rejects.toBeInstanceOf(ApiValidationError);
  });

  it('fails when the service refuses the key, fails, or cannot be reached', async () => {
    await expect(
      lookupAt(
        '',
        fetchAnswering(() => json({ errors: ['Wrong key.'] }, 401)),
      ).find('L1 4DS'),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      lookupAt(
        '',
        fetchAnswering(() => json({}, 500)),
      ).find('L1 4DS'),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      lookupAt(
        '',
        fetchAnswering(() => Promise.reject(new TypeError('Failed to fetch'))),
      ).find('L1 4DS'),
    ).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('refuses to send what is not a postcode', async () => {
    const fetchImpl = fetchAnswering(() => json([]));
    await expect(lookupAt('', fetchImpl).find('not a postcode')).rejects.toBeInstanceOf(ApiValidationError);
    expect(fetchImpl.requests).toEqual([]);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchImpl = fetchAnswering(() => json([boldStreet]));
    await expect(lookupAt('', fetchImpl).find('L1 4DS', controller.signal)).rejects.toBeDefined();
  });
});

describe('normalizePostcode', () => {
  it.each([
    ['L1 4DS', 'L1 4DS'],
    ['l14ds', 'L1 4DS'],
    ['  bs8  4dp ', 'BS8 4DP'],
    ['SW1A1AA', 'SW1A 1AA'],
    ['L17 8UU', 'L17 8UU'],
  ])('writes %j as %j', (text, postcode) => {
    expect(normalizePostcode(text)).toBe(postcode);
  });

  it.each(['', 'L1', 'L1 4D', '4DS L1', 'L1 4DS X', 'L1-4DS', 'ABC1 4DS'])('finds no postcode in %j', (text) => {
    expect(normalizePostcode(text)).toBeNull();
  });
});

describe('describeAddress', () => {
  it('gives the lines it has and the town, on one line', () => {
    expect(describeAddress(boldStreet)).toBe('Flat 1, 14 Bold Street, Liverpool');
    expect(describeAddress({ ...boldStreet, address1: '10 Bold Street', address2: null })).toBe(
      '10 Bold Street, Liverpool',
    );
  });
});
