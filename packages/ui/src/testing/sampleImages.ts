/*
 * Sample image files for tests of image inputs (the kit's FileInput and InlineEditImage, and an
 * app's uploads built on `checkImageFile`): a whole 2 x 2 PNG and JPEG as Chromium encodes them
 * (the PNG with two IDAT chunks), and the same files cut short, as an interrupted download leaves
 * them.
 */

const decode = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWKy87rxH4SZGKAAAAAA//+1bZIgAAAABklEQVQDAD18BMOPyYwoAAAAAElFTkSuQmCC';

const jpegBase64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIAVMU/9k=';

/** The bytes of sample images, whole and cut short. */
export const sampleImageBytes = {
  /** A whole 2 x 2 PNG. */
  png: decode(pngBase64),
  /** A whole 2 x 2 JPEG. */
  jpeg: decode(jpegBase64),
  /** The PNG without its last 12 bytes: no IEND chunk. */
  pngWithoutEnd: decode(pngBase64).slice(0, -12),
  /** The JPEG without its last 2 bytes: no end-of-image marker. */
  jpegWithoutEnd: decode(jpegBase64).slice(0, -2),
  /** The PNG cut in the middle of its image data. */
  pngCutShort: decode(pngBase64).slice(0, 50),
  /** The PNG with whole chunks to IEND, but without its last IDAT: its image data stops early. */
  pngMissingData: new Uint8Array([...decode(pngBase64).slice(0, 63), ...decode(pngBase64).slice(81)]),
} as const;

/** A sample image as a file, e.g. `sampleImageFile('png', 'logo.png')`. */
export function sampleImageFile(
  sample: keyof typeof sampleImageBytes,
  name: string,
  type: string = sample.startsWith('png') ? 'image/png' : 'image/jpeg',
): File {
  return new File([sampleImageBytes[sample]], name, { type });
}
