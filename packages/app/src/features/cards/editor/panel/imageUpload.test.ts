import { buildCard } from '@stampcard/api-client/testing';
import { sampleImageBytes } from '@stampcard/ui/testing';
import { describe, expect, it } from 'vitest';
import { encodeLogo, setLogo, stripDataUrlPrefix } from './imageUpload';

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe('stripDataUrlPrefix', () => {
  it('removes the PNG and JPEG data-URL prefixes', () => {
    expect(stripDataUrlPrefix('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(stripDataUrlPrefix('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
  });

  it('leaves plain base64 as it is', () => {
    expect(stripDataUrlPrefix('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });
});

describe('encodeLogo', () => {
  it('reads a PNG as base64 without a data-URL prefix', async () => {
    await expect(encodeLogo(new Blob([sampleImageBytes.png]))).resolves.toEqual({
      encoded: base64(sampleImageBytes.png),
      mimeType: 'image/png',
    });
  });

  it('reads a JPEG with the type its content shows, not the one claimed', async () => {
    const image = await encodeLogo(new File([sampleImageBytes.jpeg], 'logo.png', { type: 'image/png' }));
    expect(image).toEqual({ encoded: base64(sampleImageBytes.jpeg), mimeType: 'image/jpeg' });
    expect(image?.encoded.startsWith('data:')).toBe(false);
  });

  it('encodes a megabyte without overflowing the call stack', async () => {
    const large = new Uint8Array(1024 * 1024);
    large.set(sampleImageBytes.png);
    const image = await encodeLogo(new Blob([large]));
    expect(image?.encoded).toHaveLength(Math.ceil(large.length / 3) * 4);
  });

  it('gives null for what is not a PNG or JPEG, and for a file that cannot be read', async () => {
    await expect(encodeLogo(new Blob(['%PDF-1.7']))).resolves.toBeNull();
    const unreadable = { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    await expect(encodeLogo(unreadable)).resolves.toBeNull();
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
