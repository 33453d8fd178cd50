/*
 * Image uploads accept PNG or JPEG only. The picker offers only these (its `accept` attribute), but
 * a user can still choose "All files", drop anything, or pick a file that says it is an image and
 * is not, or is one cut short (an interrupted download). Every file is checked three ways before it
 * is used: by its type (or name), by its first bytes, and by its structure to the end, so a
 * half-drawn image is never shown or saved. One rule for every image input: the kit's FileInput and
 * InlineEditImage, and the app's logo upload, all call `checkImageFile`.
 */

/** The image types an upload accepts. */
export type ImageType = 'image/png' | 'image/jpeg';

/** The `accept` attribute of a picker: PNG and JPEG images. */
export const acceptedImageTypes = 'image/png,image/jpeg';

/** Why a file was refused. */
export type ImageProblem = 'type' | 'size' | 'incomplete' | 'unreadable';

/** The result of {@link checkImageFile}: the image's type, or why it was refused. */
export type ImageCheck = { ok: true; type: ImageType } | { ok: false; problem: ImageProblem };

/** What a user reads for each refusal (the size message names the limit). */
export const imageProblemMessages = {
  type: 'Only PNG or JPEG images can be uploaded.',
  incomplete: 'The image is incomplete or damaged: choose another file.',
  unreadable: 'The image could not be read: try another file.',
  size: (maxBytes: number) => `The image is too large: use one of at most ${formatBytes(maxBytes)}.`,
} as const;

/** The message for a refusal, e.g. 'Only PNG or JPEG images can be uploaded.'. */
export function imageProblemMessage(problem: ImageProblem, maxBytes = Number.POSITIVE_INFINITY): string {
  return problem === 'size' ? imageProblemMessages.size(maxBytes) : imageProblemMessages[problem];
}

/** 1 MB, 500 KB, 300 bytes: a limit as people read it. */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

const acceptedMimeTypes = new Set<string>(['image/png', 'image/jpeg']);
const acceptedExtensions = /\.(png|jpe?g)$/i;

/**
 * Whether a file says it is a PNG or JPEG image, by its MIME type; by its name only when the system
 * gave no type (some platforms leave it empty). 'logo.png' of type image/png does; 'menu.pdf' does not.
 */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type !== '') return acceptedMimeTypes.has(file.type.toLowerCase());
  return acceptedExtensions.test(file.name);
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const jpegSignature = [0xff, 0xd8, 0xff] as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type a file's first bytes show (PNG or JPEG signature), or `null` for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, pngSignature)) return 'image/png';
  if (startsWith(bytes, jpegSignature)) return 'image/jpeg';
  return null;
}

const chunkType = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0, bytes[offset + 3] ?? 0);

/**
 * A PNG's image data when its chunks are whole from IHDR to IEND (each chunk's length inside the
 * file, at least one IDAT), else `null`. The IDAT chunks' contents, joined, are one zlib stream.
 */
function pngImageData(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: Uint8Array[] = [];
  let offset: number = pngSignature.length;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = chunkType(bytes, offset + 4);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (offset === pngSignature.length && type !== 'IHDR') return null;
    if (type === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') {
      if (data.length === 0) return null;
      const joined = new Uint8Array(data.reduce((total, part) => total + part.length, 0));
      let at = 0;
      for (const part of data) {
        joined.set(part, at);
        at += part.length;
      }
      return joined;
    }
    offset = end;
  }
  return null;
}

/**
 * Whether a JPEG's segments run whole from its start to its end-of-image marker, with image data
 * (a start-of-scan) before it. Bytes after the end marker (some cameras add a trailer) are allowed.
 */
function isWholeJpeg(bytes: Uint8Array): boolean {
  let offset = 2;
  let hasScan = false;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    // Markers may be preceded by any number of 0xFF fill bytes.
    while (bytes[offset] === 0xff) offset += 1;
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined) return false;
    if (marker === 0xd9) return hasScan;
    // Restart markers and TEM stand alone; every other marker has a two-byte length.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (offset + 2 > bytes.length) return false;
    const length = ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
    if (length < 2 || offset + length > bytes.length) return false;
    offset += length;
    if (marker !== 0xda) continue;
    // Start of scan: entropy-coded data follows until the next marker that is not a stuffed 0xFF00
    // or a restart marker.
    hasScan = true;
    while (offset < bytes.length) {
      if (bytes[offset] !== 0xff) {
        offset += 1;
        continue;
      }
      const next = bytes[offset + 1];
      if (next === undefined) return false;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) offset += 2;
      else if (next === 0xff) offset += 1;
      else break;
    }
  }
  return false;
}

/** Whether a zlib stream inflates to its end; `true` where the platform cannot inflate (no check). */
async function inflatesWhole(stream: Uint8Array<ArrayBuffer>): Promise<boolean> {
  if (typeof DecompressionStream !== 'function' || typeof ReadableStream !== 'function') return true;
  try {
    const source = new ReadableStream<BufferSource>({
      start(controller) {
        controller.enqueue(stream);
        controller.close();
      },
    });
    const reader = source.pipeThrough(new DecompressionStream('deflate')).getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) return true;
    }
  } catch {
    return false;
  }
}

/**
 * Whether an image's bytes hold the whole image: a PNG's chunks from IHDR to IEND with image data
 * that inflates to its end, or a JPEG's segments to its end-of-image marker. A file cut short, as
 * by an interrupted download, is not whole.
 */
export async function isWholeImage(bytes: Uint8Array): Promise<boolean> {
  const type = detectImageType(bytes);
  if (type === 'image/jpeg') return isWholeJpeg(bytes);
  if (type !== 'image/png') return false;
  const data = pngImageData(bytes);
  return data !== null && (await inflatesWhole(data));
}

async function readAll(file: Blob): Promise<Uint8Array> {
  // Blob.arrayBuffer is missing in some test environments: FileReader then.
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsArrayBuffer(file);
  });
}

/** Options of {@link checkImageFile}. */
export interface CheckImageFileOptions {
  /**
   * The largest file accepted, in bytes.
   * @default Infinity
   */
  maxBytes?: number;
}

/**
 * Checks a chosen file before it is used: refused unless it says it is a PNG or JPEG (type, or
 * name without a type), its content starts as one, it is not larger than `maxBytes`, and it holds
 * the whole image. The type returned is the one its content shows. Never rejects.
 */
export async function checkImageFile(
  file: File,
  { maxBytes = Number.POSITIVE_INFINITY }: CheckImageFileOptions = {},
): Promise<ImageCheck> {
  if (!isAcceptedImage(file)) return { ok: false, problem: 'type' };
  if (file.size > maxBytes) return { ok: false, problem: 'size' };
  let bytes: Uint8Array;
  try {
    bytes = await readAll(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const type = detectImageType(bytes);
  if (type === null) return { ok: false, problem: 'type' };
  if (!(await isWholeImage(bytes))) return { ok: false, problem: 'incomplete' };
  return { ok: true, type };
}
