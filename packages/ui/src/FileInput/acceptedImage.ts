/*
 * Spec A 5: image upload accepts png or jpeg only. The picker offers only these (its `accept`
 * attribute), but a user can still choose "All files" or drop anything, so every file is checked.
 */

/** The `accept` attribute of the picker: PNG and JPEG images. */
export const acceptedImageTypes = 'image/png,image/jpeg';

const acceptedMimeTypes = new Set(['image/png', 'image/jpeg']);
const acceptedExtensions = /\.(png|jpe?g)$/i;

/**
 * Whether a file is a PNG or JPEG image, by its MIME type; by its name only when the system gave no
 * type (some platforms leave it empty). 'logo.png' of type image/png is; 'menu.pdf' is not.
 */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type !== '') return acceptedMimeTypes.has(file.type.toLowerCase());
  return acceptedExtensions.test(file.name);
}
