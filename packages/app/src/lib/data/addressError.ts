/**
 * An address that cannot name anything: an id in the path that is not a positive whole number, a
 * card id that is neither a number nor `new`. Its message is written for users ("The address does
 * not name a business."), so `describeError` shows it as it is.
 */
export class InvalidAddressError extends Error {
  override readonly name = 'InvalidAddressError';
}

/** An id as an address writes it: a positive whole number of at most 16 digits, or null. */
export function addressId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
