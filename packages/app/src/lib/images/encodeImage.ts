/**
 * Images chosen in the kit's file inputs (which check every file whole: `checkImageFile`), read
 * for the API: a card's logo as base64 with its type, a business image or a store logo as a data
 * URL in `imageUrl`.
 */
import { detectImageType, type ImageType } from '@stampcard/ui/FileInput';

/** An image ready to store: its base64 content and the type its first bytes show. */
export interface EncodedImage {
  readonly encoded: string;
  readonly mimeType: ImageType;
}

/** Base64 of some bytes, in slices (a spread of a whole megabyte would overflow the call stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Reads a checked image: its base64 content and the type its first bytes show. `null` when the file
 * cannot be read or is not a PNG or JPEG after all. Never rejects.
 */
export async function encodeImage(file: Blob): Promise<EncodedImage | null> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimeType = detectImageType(bytes);
    return mimeType === null ? null : { encoded: toBase64(bytes), mimeType };
  } catch {
    return null;
  }
}

/** The data URL of an encoded image, e.g. `data:image/png;base64,iVBOR…`. */
export function imageDataUrl(image: EncodedImage): string {
  return `data:${image.mimeType};base64,${image.encoded}`;
}
