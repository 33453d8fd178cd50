import { buildCard } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import {
  MAX_LOGO_BYTES,
  detectImageType,
  hasImageType,
  imageTooLargeMessage,
  readLogo,
  setLogo,
  stripDataUrlPrefix,
  wrongImageTypeMessage,
} from './imageUpload';

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const jpegBytes = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];

const file = (bytes: readonly number[], name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

const base64 = (bytes: readonly number[]) => btoa(String.fromCharCode(...bytes));

describe('detectImageType', () => {
  it('knows PNG and JPEG by their signatures', () => {
    expect(detectImageType(new Uint8Array(pngBytes))).toBe('image/png');
    expect(detectImageType(new Uint8Array(jpegBytes))).toBe('image/jpeg');
  });

  it('refuses other content, truncated signatures and nothing', () => {
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(new Uint8Array(pngBytes.slice(0, 7)))).toBeNull();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('hasImageType', () => {
  it('accepts PNG and JPEG types in any case', () => {
    expect(hasImageType({ name: 'logo', type: 'image/png' })).toBe(true);
    expect(hasImageType({ name: 'logo', type: 'IMAGE/JPEG' })).toBe(true);
  });

  it('refuses other types, whatever the name says', () => {
    expect(hasImageType({ name: 'logo.png', type: 'image/gif' })).toBe(false);
    expect(hasImageType({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
    expect(hasImageType({ name: 'menu.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('reads the name only when the system gave no type', () => {
    expect(hasImageType({ name: 'logo.JPG', type: '' })).toBe(true);
    expect(hasImageType({ name: 'logo.jpeg', type: '' })).toBe(true);
    expect(hasImageType({ name: 'logo.webp', type: '' })).toBe(false);
  });
});

describe('stripDataUrlPrefix', () => {
  it('removes the PNG and JPEG data-URL prefixes', () => {
    expect(stripDataUrlPrefix('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(stripDataUrlPrefix('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
  });

  it('leaves plain base64 as it is', () => {
    expect(stripDataUrlPrefix('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });
});

describe('readLogo', () => {
  it('reads a PNG as base64 without the data-URL prefix', async () => {
    await expect(readLogo(file(pngBytes, 'logo.png', 'image/png'))).resolves.toEqual({
      ok: true,
      image: { encoded: base64(pngBytes), mimeType: 'image/png' },
    });
  });

  it('reads a JPEG as base64 without the data-URL prefix', async () => {
    const result = await readLogo(file(jpegBytes, 'logo.jpg', 'image/jpeg'));
    expect(result).toEqual({ ok: true, image: { encoded: base64(jpegBytes), mimeType: 'image/jpeg' } });
    expect(result.ok && result.image.encoded.startsWith('data:')).toBe(false);
  });

  it('stores the type the content shows, not the one claimed', async () => {
    const result = await readLogo(file(jpegBytes, 'logo.png', 'image/png'));
    expect(result.ok && result.image.mimeType).toBe('image/jpeg');
  });

  it('refuses a file of another type', async () => {
    await expect(readLogo(file([0x47, 0x49, 0x46, 0x38], 'logo.gif', 'image/gif'))).resolves.toEqual({
      ok: false,
      message: wrongImageTypeMessage,
    });
    expect(wrongImageTypeMessage).toBe('Only PNG or JPEG images can be uploaded.');
  });

  it('refuses a file named and typed as PNG whose content is not', async () => {
    const pdf = new File(['%PDF-1.7 not an image'], 'logo.png', { type: 'image/png' });
    await expect(readLogo(pdf)).resolves.toEqual({ ok: false, message: wrongImageTypeMessage });
  });

  it('refuses an empty file', async () => {
    await expect(readLogo(file([], 'logo.png', 'image/png'))).resolves.toEqual({
      ok: false,
      message: wrongImageTypeMessage,
    });
  });

  it('refuses a file over the size limit, and takes one at the limit', async () => {
    expect(MAX_LOGO_BYTES).toBe(1024 * 1024);
    const padding = (length: number) => new Uint8Array(length - pngBytes.length);
    const tooLarge = new File([new Uint8Array(pngBytes), padding(MAX_LOGO_BYTES + 1)], 'big.png', {
      type: 'image/png',
    });
    await expect(readLogo(tooLarge)).resolves.toEqual({ ok: false, message: imageTooLargeMessage });
    expect(imageTooLargeMessage).toBe('The image is too large: use one of at most 1 MB.');
    const atLimit = new File([new Uint8Array(pngBytes), padding(MAX_LOGO_BYTES)], 'max.png', { type: 'image/png' });
    const result = await readLogo(atLimit);
    expect(result.ok).toBe(true);
  });

  it('takes a custom limit', async () => {
    await expect(readLogo(file(pngBytes, 'logo.png', 'image/png'), 4)).resolves.toEqual({
      ok: false,
      message: imageTooLargeMessage,
    });
  });
});

describe('setLogo', () => {
  it('sets the string, its type and no URL in one edit, leaving the rest', () => {
    const card = buildCard();
    const withUrl = { ...card, configuration: { ...card.configuration, logoURL: 'https://cdn.example/logo.png' } };
    const next = setLogo({ encoded: 'AAAA', mimeType: 'image/png' })(withUrl);
    expect(next.configuration).toEqual({
      ...withUrl.configuration,
      logoEncodedString: 'AAAA',
      logoMimeType: 'image/png',
      logoURL: null,
    });
    expect(withUrl.configuration.logoURL).toBe('https://cdn.example/logo.png');
  });

  it('removes the logo with null', () => {
    const card = buildCard();
    const next = setLogo(null)(setLogo({ encoded: 'AAAA', mimeType: 'image/jpeg' })(card));
    expect(next.configuration.logoEncodedString).toBeNull();
    expect(next.configuration.logoMimeType).toBeNull();
    expect(next.configuration.logoURL).toBeNull();
  });
});
