// @vitest-environment node
/**
 * A card as a PNG (GET /api/Card/{id}/Image), through HTTP: the image's size, the query's
 * checks, who may have it, and its entity tag (304 while the design is the same).
 *
 * Seed: merchant@ owns business 1 (stores 1-3, card 1 in store 1), solo@ owns business 2.
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardImageCache, matchesTag } from '../src/api/cardImage.ts';
import { clientFor, signIn, startHarness, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let tokens: { admin: string; merchant: string; solo: string };
let card: api.Card;

beforeAll(async () => {
  harness = await startHarness();
  const [admin, merchant, solo] = await Promise.all(
    ['admin@stampcard.test', 'merchant@stampcard.test', 'solo@stampcard.test'].map(
      async (email) => (await signIn(harness.url, email)).accessToken,
    ),
  );
  tokens = { admin: admin ?? '', merchant: merchant ?? '', solo: solo ?? '' };
  const [first] = await api.getStoreCards(clientFor(harness.url, tokens.merchant), { path: { id: 1 } });
  if (!first) throw new Error('Store 1 has no card in the seed');
  card = first;
}, 60_000);
afterAll(() => harness.close());

/** GET of the card's image (`query` such as `?width=300`) as `who`, with extra headers. */
function image(query = '', who: keyof typeof tokens | null = 'merchant', headers: Record<string, string> = {}) {
  return fetch(`${harness.url}/api/Card/${card.loyaltyCardID}/Image${query}`, {
    headers: { ...(who === null ? {} : { authorization: `Bearer ${tokens[who]}` }), ...headers },
  });
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height a PNG's header (IHDR, the first chunk) gives. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(pngSignature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function pngOf(answer: Response) {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  return pngSize(new Uint8Array(await answer.arrayBuffer()));
}

describe('the image', () => {
  it('is a PNG 500 pixels wide and 810 high by default', async () => {
    expect(await pngOf(await image())).toEqual({ width: 500, height: 810 });
  });

  it('is as wide as asked, 1.62 times as high', async () => {
    expect(await pngOf(await image('?width=300'))).toEqual({ width: 300, height: 486 });
    expect(await pngOf(await image('?width=50'))).toEqual({ width: 50, height: 81 });
    expect(await pngOf(await image('?width=1500&side=front'))).toEqual({ width: 1500, height: 2430 });
  });

  it('draws the back', async () => {
    const back = await image('?side=back');
    expect(await pngOf(back)).toEqual({ width: 500, height: 810 });
    const front = await image('?side=front');
    expect(back.headers.get('etag')).not.toBe(front.headers.get('etag'));
    await front.body?.cancel();
  });

  it('comes through the generated client as a Blob', async () => {
    const blob = await api.getCardImage(clientFor(harness.url, tokens.admin), {
      path: { id: card.loyaltyCardID },
      query: { width: 120, side: 'back' },
    });
    expect(blob.type).toBe('image/png');
    expect(pngSize(new Uint8Array(await blob.arrayBuffer()))).toEqual({ width: 120, height: 194 });
  });
});

describe('the query', () => {
  it.each(['2000', '49', '0', '-5', '300.5', 'wide', '', '1e3'])('refuses width=%s with 400', async (width) => {
    const answer = await image(`?width=${width}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      status: 400,
      errors: { 'query.width': ['Must be a whole number from 50 to 1500.'] },
    });
  });

  it.each(['sideways', 'FRONT', ''])('refuses side=%s with 400', async (side) => {
    const answer = await image(`?side=${side}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: { 'query.side': ['Must be front or back.'] } });
  });
});

describe('who may have it', () => {
  it('is refused without a token (401)', async () => {
    const answer = await image('', null);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ errors: ['An access token is required.'] });
  });

  it('is not found for a merchant of another business (404), as the card itself', async () => {
    const answer = await image('', 'solo');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ errors: [`Card ${card.loyaltyCardID} was not found.`] });
    const solo = clientFor(harness.url, tokens.solo);
    await expect(api.getCard(solo, { path: { id: card.loyaltyCardID } })).rejects.toMatchObject({ status: 404 });
  });

  it('is not found for a card no one has (404)', async () => {
    const answer = await fetch(`${harness.url}/api/Card/999999/Image`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(answer.status).toBe(404);
  });
});

describe('its entity tag', () => {
  it('is sent with Cache-Control: private, no-cache, and an If-None-Match naming it is answered 304', async () => {
    const first = await image('?width=200');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    await first.body?.cancel();

    const again = await image('?width=200', 'merchant', { 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(await again.text()).toBe('');

    // The same design for anyone who may read it; another width is another image.
    const asAdmin = await image('?width=200', 'admin', { 'If-None-Match': `"other", ${tag ?? ''}` });
    expect(asAdmin.status).toBe(304);
    const wider = await image('?width=201', 'merchant', { 'If-None-Match': tag ?? '' });
    expect(wider.status).toBe(200);
    expect(wider.headers.get('etag')).not.toBe(tag);
    await wider.body?.cancel();
  });

  it('changes when the card is saved with another design, and not when nothing drawn changed', async () => {
    const admin = clientFor(harness.url, tokens.admin);
    const before = await image('?width=100');
    const tag = before.headers.get('etag') ?? '';
    await before.body?.cancel();

    const current = await api.getCard(admin, { path: { id: card.loyaltyCardID } });
    const unchanged = await api.updateCard(admin, { body: current, headers: api.ifMatch(current) });
    expect(unchanged.version).toBe(current.version + 1);
    const same = await image('?width=100', 'merchant', { 'If-None-Match': tag });
    expect(same.status).toBe(304);

    await api.updateCard(admin, {
      body: { ...unchanged, configuration: { ...unchanged.configuration, cardColour: '#123456' } },
      headers: api.ifMatch(unchanged),
    });
    const after = await image('?width=100', 'merchant', { 'If-None-Match': tag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(await pngOf(after)).toEqual({ width: 100, height: 162 });
  });
});

describe('matchesTag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesTag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('*', 'W/"abc"')).toBe(true);
    expect(matchesTag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesTag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('CardImageCache', () => {
  const png = (text: string) => Promise.resolve(Buffer.from(text));

  it('draws an image once, keeps the most recently used, and forgets a failed drawing', async () => {
    const cache = new CardImageCache(2);
    let drawn = 0;
    const draw = (text: string) => () => {
      drawn += 1;
      return png(text);
    };
    expect(String(await cache.get('a', draw('a')))).toBe('a');
    expect(String(await cache.get('a', draw('again')))).toBe('a');
    await cache.get('b', draw('b'));
    await cache.get('a', draw('a'));
    await cache.get('c', draw('c'));
    expect(cache.size).toBe(2);
    // b was the least recently used: it is drawn again, a is still kept.
    expect(String(await cache.get('a', draw('x')))).toBe('a');
    expect(String(await cache.get('b', draw('b2')))).toBe('b2');
    expect(drawn).toBe(4);

    await expect(cache.get('d', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await Promise.resolve();
    expect(String(await cache.get('d', draw('d')))).toBe('d');
  });
});
