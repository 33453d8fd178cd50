// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cachingHeaders,
  compressBody,
  compressedCopyKinds,
  hasCompressedCopies,
  isCompressedCopy,
  negotiateEncoding,
} from './hosting.ts';

const both = ['br', 'gzip'];

describe('negotiateEncoding', () => {
  it('takes brotli when accepted as much as gzip, as browsers send it', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(negotiateEncoding('br', both)).toBe('br');
    expect(negotiateEncoding('BR;Q=1 , GZIP', both)).toBe('br');
  });

  it('takes gzip when brotli is not accepted, or not available', () => {
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip');
    expect(negotiateEncoding('x-gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it("follows the request's weights, brotli breaking a tie", () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.501', both)).toBe('br');
    expect(negotiateEncoding('gzip;q=0.7, br;q=0.7', both)).toBe('br');
  });

  it('takes the wildcard for the encodings the request does not name', () => {
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('br;q=0, *', both)).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.2, *;q=0', both)).toBe('gzip');
  });

  it('sends the content as it is when the request accepts neither', () => {
    expect(negotiateEncoding(undefined, both)).toBeUndefined();
    expect(negotiateEncoding('', both)).toBeUndefined();
    expect(negotiateEncoding('identity', both)).toBeUndefined();
    expect(negotiateEncoding('deflate, zstd', both)).toBeUndefined();
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(negotiateEncoding('*;q=0', both)).toBeUndefined();
    expect(negotiateEncoding('gzip, br', [])).toBeUndefined();
  });

  it('reads a malformed weight as not sent, and names only whole codings', () => {
    expect(negotiateEncoding('br;q=2, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.1234', both)).toBeUndefined();
    expect(negotiateEncoding('br;q=, gzip;q=abc', both)).toBeUndefined();
    expect(negotiateEncoding('brotli, gzipped', both)).toBeUndefined();
  });
});

describe('the caching and compression rules of the app’s headers file', () => {
  it('keeps the hashed assets a year and revalidates everything else', () => {
    expect(cachingHeaders('/assets/BcHu5MKr.js')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    for (const path of ['/index.html', '/favicon.svg', '/app-config.json', '/card-icons/solid/star.svg']) {
      expect(cachingHeaders(path), path).toEqual({ 'Cache-Control': 'no-cache' });
    }
    expect(cachingHeaders('/card-icons/assets/x.svg')).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('has copies of the compressible types, apart from the page and the runtime configuration', () => {
    expect(hasCompressedCopies('/assets/a.js')).toBe(true);
    expect(hasCompressedCopies('/assets/a.css')).toBe(true);
    expect(hasCompressedCopies('/favicon.svg')).toBe(true);
    expect(hasCompressedCopies('/assets/a.png')).toBe(false);
    expect(hasCompressedCopies('/assets/a.woff2')).toBe(false);
    expect(hasCompressedCopies('/index.html')).toBe(false);
    expect(hasCompressedCopies('/app-config.json')).toBe(false);
  });

  it('knows the copies by their suffixes, the preferred encoding first', () => {
    expect(compressedCopyKinds.map((kind) => kind.encoding)).toEqual(both);
    expect(isCompressedCopy('/assets/a.js.br')).toBe(true);
    expect(isCompressedCopy('/assets/a.js.gz')).toBe(true);
    expect(isCompressedCopy('/assets/a.js')).toBe(false);
  });

  it('compresses a page in either encoding', () => {
    const page = Buffer.from('<!doctype html><title>Stampcard</title>'.repeat(20));
    expect(brotliDecompressSync(compressBody(page, 'br'))).toEqual(page);
    expect(gunzipSync(compressBody(page, 'gzip'))).toEqual(page);
    expect(() => compressBody(page, 'zstd')).toThrow(/zstd/);
  });
});
