/** A UK postcode without its space: the outward code (area, district) and the inward code. */
const compactPostcode = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;

/**
 * The postcode as the post office writes it (`l14ds` -> `L1 4DS`: capitals, one space before the
 * inward code), or null when the text is not a whole UK postcode. Spaces anywhere are ignored.
 */
export function normalizePostcode(text: string): string | null {
  const match = compactPostcode.exec(text.replace(/\s+/g, '').toUpperCase());
  return match ? `${match[1] ?? ''} ${match[2] ?? ''}` : null;
}
