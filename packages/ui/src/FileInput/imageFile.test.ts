import { describe, expect, it } from 'vitest';
import { sampleImageBytes, sampleImageFile } from '../testing';
import {
  acceptedImageTypes,
  checkImageFile,
  detectImageType,
  imageProblemMessage,
  isAcceptedImage,
  isWholeImage,
} from './imageFile';

const named = (name: string, type: string) => new File(['x'], name, { type });

describe('isAcceptedImage', () => {
  it('accepts files that say they are PNG or JPEG images', () => {
    expect(isAcceptedImage(named('logo.png', 'image/png'))).toBe(true);
    expect(isAcceptedImage(named('photo.jpg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedImage(named('photo.jpeg', 'IMAGE/JPEG'))).toBe(true);
  });

  it('refuses other types, whatever the name says', () => {
    expect(isAcceptedImage(named('menu.pdf', 'application/pdf'))).toBe(false);
    expect(isAcceptedImage(named('logo.gif', 'image/gif'))).toBe(false);
    expect(isAcceptedImage(named('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(isAcceptedImage(named('logo.webp', 'image/webp'))).toBe(false);
    expect(isAcceptedImage(named('disguised.png', 'application/pdf'))).toBe(false);
  });

  it('reads the name only when the system gave no type', () => {
    expect(isAcceptedImage(named('LOGO.PNG', ''))).toBe(true);
    expect(isAcceptedImage(named('photo.JPEG', ''))).toBe(true);
    expect(isAcceptedImage(named('notes.txt', ''))).toBe(false);
    expect(isAcceptedImage(named('png', ''))).toBe(false);
  });

  it('accepts every type the picker offers, so a file chosen there is never refused for its type', () => {
    for (const type of acceptedImageTypes.split(',')) expect(isAcceptedImage(named('image', type))).toBe(true);
  });
});

describe('detectImageType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(detectImageType(sampleImageBytes.png)).toBe('image/png');
    expect(detectImageType(sampleImageBytes.jpeg)).toBe('image/jpeg');
  });

  it('refuses other content, truncated signatures and nothing', () => {
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(sampleImageBytes.png.slice(0, 7))).toBeNull();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('isWholeImage', () => {
  it('accepts whole PNG and JPEG images', async () => {
    expect(await isWholeImage(sampleImageBytes.png)).toBe(true);
    expect(await isWholeImage(sampleImageBytes.jpeg)).toBe(true);
  });

  it('accepts bytes after a JPEG end-of-image marker (a camera trailer)', async () => {
    expect(await isWholeImage(new Uint8Array([...sampleImageBytes.jpeg, 0x00, 0x00, 0x41]))).toBe(true);
  });

  it('refuses a PNG without its IEND chunk, cut in its data, or whose data stops early', async () => {
    expect(await isWholeImage(sampleImageBytes.pngWithoutEnd)).toBe(false);
    expect(await isWholeImage(sampleImageBytes.pngCutShort)).toBe(false);
    expect(await isWholeImage(sampleImageBytes.pngMissingData)).toBe(false);
  });

  it('refuses a JPEG without its end-of-image marker, or cut anywhere', async () => {
    expect(await isWholeImage(sampleImageBytes.jpegWithoutEnd)).toBe(false);
    for (let length = 3; length < sampleImageBytes.jpeg.length - 1; length += 37) {
      expect(await isWholeImage(sampleImageBytes.jpeg.slice(0, length))).toBe(false);
    }
  });

  it('refuses a PNG cut anywhere', async () => {
    for (let length = 8; length < sampleImageBytes.png.length; length += 1) {
      expect(await isWholeImage(sampleImageBytes.png.slice(0, length))).toBe(false);
    }
  });

  it('refuses a PNG whose first chunk is not IHDR, and one with no image data', async () => {
    const png = sampleImageBytes.png;
    // Signature, then straight to IEND.
    expect(await isWholeImage(new Uint8Array([...png.slice(0, 8), ...png.slice(81)]))).toBe(false);
    // Signature, IHDR, IEND: no IDAT.
    expect(await isWholeImage(new Uint8Array([...png.slice(0, 33), ...png.slice(81)]))).toBe(false);
  });

  it('refuses what is not an image', async () => {
    expect(await isWholeImage(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  });
});

describe('checkImageFile', () => {
  it('passes a whole image with the type its content shows', async () => {
    expect(await checkImageFile(sampleImageFile('png', 'logo.png'))).toEqual({ ok: true, type: 'image/png' });
    // Named and typed as a PNG, but a JPEG inside: the content decides.
    expect(await checkImageFile(sampleImageFile('jpeg', 'photo.png', 'image/png'))).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
  });

  it('says why a file is refused', async () => {
    expect(await checkImageFile(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }))).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(await checkImageFile(new File(['%PDF-1.7'], 'logo.png', { type: 'image/png' }))).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(await checkImageFile(sampleImageFile('pngWithoutEnd', 'logo.png'))).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    expect(await checkImageFile(sampleImageFile('jpegWithoutEnd', 'photo.jpg'))).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    expect(await checkImageFile(sampleImageFile('png', 'logo.png'), { maxBytes: 10 })).toEqual({
      ok: false,
      problem: 'size',
    });
  });

  it('words each refusal for the person who chose the file', () => {
    expect(imageProblemMessage('type')).toBe('Only PNG or JPEG images can be uploaded.');
    expect(imageProblemMessage('incomplete')).toBe('The image is incomplete or damaged: choose another file.');
    expect(imageProblemMessage('size', 1024 * 1024)).toBe('The image is too large: use one of at most 1 MB.');
    expect(imageProblemMessage('size', 500 * 1024)).toBe('The image is too large: use one of at most 500 KB.');
  });
});
