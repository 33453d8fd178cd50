/*
 * The logo upload (spec A 2.4 and 5: png or jpeg only). A file is checked by its type and by its
 * content (magic bytes), and against a size limit; it is read as a data URL whose prefix is
 * removed, so `logoEncodedString` holds base64 only (spec A 3), and one edit sets the linked
 * properties together.
 */
import type { CardConfiguration } from '../types';
import { setConfiguration, type CardRecipe } from './recipes';

/** The largest logo accepted: 1 MB. */
export const MAX_LOGO_BYTES = 1024 * 1024;

/** Shown when the file is not a PNG or JPEG image (the ui kit's FileInput says the same). */
export const wrongImageTypeMessage = 'Only PNG or JPEG images can be uploaded.';

/** Shown when the file is larger than `MAX_LOGO_BYTES`. */
export const imageTooLargeMessage = 'The image is too large: use one of at most 1 MB.';

/** Shown when the browser could not read the file. */
export const imageUnreadableMessage = 'The image could not be read: try another file.';

/** The logo types the card accepts. */
export type LogoMimeType = 'image/png' | 'image/jpeg';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const jpegSignature = [0xff, 0xd8, 0xff] as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type a file's first bytes show (PNG or JPEG signature), or `null` for anything else. */
export function detectImageType(bytes: Uint8Array): LogoMimeType | null {
  if (startsWith(bytes, pngSignature)) return 'image/png';
  if (startsWith(bytes, jpegSignature)) return 'image/jpeg';
  return null;
}

/**
 * Whether the file says it is a PNG or JPEG image: by its MIME type, or by its name when the
 * system gave no type (as the ui kit's FileInput).
 */
export function hasImageType(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type !== '') return type === 'image/png' || type === 'image/jpeg';
  return /\.(png|jpe?g)$/i.test(file.name);
}

/** Removes a data URL's prefix (e.g. `data:image/png;base64,`), leaving the base64 only. */
export function stripDataUrlPrefix(dataUrl: string): string {
  return dataUrl.replace(/^data:[^,]*;base64,/i, '');
}

/** A logo ready to store: its base64 content and its type. */
export interface LogoImage {
  encoded: string;
  mimeType: LogoMimeType;
}

/** The result of reading a chosen logo: the image, or the message saying why it was refused. */
export type LogoReadResult = { ok: true; image: LogoImage } | { ok: false; message: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file was not read as text.'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsDataURL(file);
  });
}

async function readBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  // Blob.arrayBuffer is missing in older engines (and some test environments): FileReader then.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Checks and reads a chosen logo: refused unless its type and its content are PNG or JPEG, or when
 * larger than `MAX_LOGO_BYTES`. The stored type is the one its content shows. Never rejects.
 */
export async function readLogo(file: File, maxBytes: number = MAX_LOGO_BYTES): Promise<LogoReadResult> {
  if (!hasImageType(file)) return { ok: false, message: wrongImageTypeMessage };
  if (file.size > maxBytes) return { ok: false, message: imageTooLargeMessage };
  try {
    const mimeType = detectImageType(await readBytes(file, pngSignature.length));
    if (mimeType === null) return { ok: false, message: wrongImageTypeMessage };
    const encoded = stripDataUrlPrefix(await readAsDataUrl(file));
    if (encoded === '') return { ok: false, message: imageUnreadableMessage };
    return { ok: true, image: { encoded, mimeType } };
  } catch {
    return { ok: false, message: imageUnreadableMessage };
  }
}

/**
 * One edit setting the logo's linked properties at once (spec A 2.4): the base64 string and its
 * type, and no URL (the uploaded image replaces any stored one). `null` removes the logo.
 */
export function setLogo(image: LogoImage | null): CardRecipe {
  const patch: Partial<CardConfiguration> = {
    logoEncodedString: image?.encoded ?? null,
    logoMimeType: image?.mimeType ?? null,
    logoURL: null,
  };
  return setConfiguration(patch);
}
