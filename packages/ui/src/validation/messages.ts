/**
 * The default error texts of the forms (spec B 5: "Default error texts: Required; Too many
 * characters (with max and actual length); Invalid number (min and max); Invalid value (pattern)"),
 * and the field-specific texts the spec names. Functions, so a text with numbers is built in one
 * place and a product can wrap them (e.g. for translation) without touching the schemas.
 */
export const messages = {
  /** A required field is empty: "Required". */
  required: (): string => 'Required',

  /** A text is longer than allowed, e.g. "Too many characters (maximum 200, currently 214)". */
  tooManyCharacters: (max: number, actual: number): string =>
    `Too many characters (maximum ${max}, currently ${actual})`,

  /** A number is not a number or outside its range, e.g. "Invalid number (minimum 0, maximum 20)". */
  invalidNumber: (min: number, max: number): string => `Invalid number (minimum ${min}, maximum ${max})`,

  /** A value does not match its pattern: "Invalid value". */
  invalidValue: (): string => 'Invalid value',

  /**
   * A latitude or longitude out of range (spec B 5: "error text Not valid, with detail stating the
   * range"), e.g. "Not valid (must be between -90 and 90)".
   */
  notValid: (range: { min: number; max: number }): string =>
    `Not valid (must be between ${range.min} and ${range.max})`,

  /** A phone number that is not a UK mobile (spec B 5) or landline number: "Invalid phone number format". */
  invalidPhoneNumber: (): string => 'Invalid phone number format',

  /** A postcode that does not match its pattern (spec B 5): "Invalid postcode format". */
  invalidPostcode: (): string => 'Invalid postcode format',

  /**
   * A date that is not a real DD/MM/YYYY date (the spec gives no text: the default "Invalid value"
   * with the expected format): "Invalid value (use DD/MM/YYYY)".
   */
  invalidDate: (): string => 'Invalid value (use DD/MM/YYYY)',
} as const;

/** The texts of `messages`, by name. */
export type ValidationMessages = typeof messages;
