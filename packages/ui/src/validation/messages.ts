/**
 * The error texts of the forms: the defaults (Required; Too many characters or items, with the
 * maximum and the actual length; Invalid number, with its bounds; Invalid value, for a pattern) and the
 * field-specific texts. Functions, so a text with numbers is built in one place and a product
 * can wrap them (e.g. for translation) without touching the schemas.
 */
export const messages = {
  /** A required field is empty: "Required". */
  required: (): string => 'Required',

  /** A text is longer than allowed, e.g. "Too many characters (maximum 200, currently 214)". */
  tooManyCharacters: (max: number, actual: number): string =>
    `Too many characters (maximum ${max}, currently ${actual})`,

  /** A list holds more items than allowed, e.g. "Too many items (maximum 100, currently 101)". */
  tooManyItems: (max: number, actual: number): string => `Too many items (maximum ${max}, currently ${actual})`,

  /** A number is not a number or outside its range, e.g. "Invalid number (minimum 0, maximum 20)". */
  invalidNumber: (min: number, max: number): string => `Invalid number (minimum ${min}, maximum ${max})`,

  /** A value does not match its pattern: "Invalid value". */
  invalidValue: (): string => 'Invalid value',

  /**
   * A latitude or longitude out of range: Not valid, with the range, e.g. "Not valid (must be between -90 and 90)".
   */
  notValid: (range: { min: number; max: number }): string =>
    `Not valid (must be between ${range.min} and ${range.max})`,

  /**
   * A phone number that is not in its format: "Invalid phone number format", followed by valid
   * examples when given, e.g. "Invalid phone number format; examples 07123 456789 and +44 7123 456789".
   */
  invalidPhoneNumber: (examples: readonly string[] = []): string =>
    examples.length === 0
      ? 'Invalid phone number format'
      : `Invalid phone number format; examples ${examples.slice(0, -1).join(', ')}${examples.length > 1 ? ' and ' : ''}${examples.at(-1) ?? ''}`,

  /** A postcode that does not match its pattern: "Invalid postcode format". */
  invalidPostcode: (): string => 'Invalid postcode format',

  /**
   * A date that is not a real DD/MM/YYYY date (no text of its own: the default "Invalid value"
   * with the expected format): "Invalid value (use DD/MM/YYYY)".
   */
  invalidDate: (): string => 'Invalid value (use DD/MM/YYYY)',
} as const;

/** The texts of `messages`, by name. */
export type ValidationMessages = typeof messages;
