/*
 * Zod schema builders, one per rule of a form, with the kit's messages (`messages`). They use 'zod/mini'
 * (the functional build of zod 4: only what a form imports is bundled), whose schemas
 * @hookform/resolvers' `zodResolver` takes as they are.
 *
 * Conventions, the same for every builder:
 * - Text fields take a string; `undefined` or `null` count as empty (a form's value before the user
 *   typed, or an API's null).
 * - A builder is optional unless called with `{ isRequired: true }` (only `requiredText` is
 *   required by name): an optional field accepts empty values ('' included) and checks the pattern
 *   only when something was typed.
 * - A required field that is empty, or only spaces, fails with "Required" before any other check.
 * - Values are not trimmed or reformatted: what passes is what the user typed.
 */
import * as z from 'zod/mini';
import { parseFormDate, parseIsoDate } from './formDate';
import { messages } from './messages';
import * as patterns from './patterns';

/** A required text field's schema: a string. */
export type RequiredTextSchema = z.ZodMiniString<string>;

/** An optional text field's schema: a string, `null` or `undefined`. */
export type OptionalTextSchema = z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;

/** A required number field's schema: a number or a number as typed in, giving a number. */
export type RequiredNumberSchema = z.ZodMiniType<number, string | number>;

/** An optional number field's schema: empty input ('', `null`, `undefined`) gives `undefined`. */
export type OptionalNumberSchema = z.ZodMiniOptional<
  z.ZodMiniType<number | undefined, string | number | null | undefined>
>;

export interface TextOptions {
  /** The maximum number of characters; longer text fails with "Too many characters (maximum …, currently …)". */
  max?: number;
}

export interface PatternOptions extends TextOptions {
  /** Whether the field must be filled in ("Required" when empty). @default false */
  isRequired?: boolean;
  /** The message when the value does not match, in place of the builder's default. */
  message?: string;
}

/** A text-pattern builder: required with `{ isRequired: true }`, otherwise optional. */
export interface PatternSchemaBuilder {
  (options: PatternOptions & { isRequired: true }): RequiredTextSchema;
  (options?: PatternOptions & { isRequired?: false }): OptionalTextSchema;
  (options?: PatternOptions): RequiredTextSchema | OptionalTextSchema;
}

export interface NumberOptions {
  /** Whether the field must be filled in ("Required" when empty). @default false */
  isRequired?: boolean;
}

/** A number-field builder: required with `{ isRequired: true }`, otherwise optional. */
export interface NumberSchemaBuilder {
  (options: NumberOptions & { isRequired: true }): RequiredNumberSchema;
  (options?: NumberOptions & { isRequired?: false }): OptionalNumberSchema;
  (options?: NumberOptions): RequiredNumberSchema | OptionalNumberSchema;
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** "Required" for a missing value, otherwise the given message (for values of the wrong type). */
function requiredOr(message: string) {
  return (issue: { input?: unknown }) => (issue.input == null ? messages.required() : message);
}

/** The checks of a string field: required, maximum length, then the pattern or rule. */
function textSchema({
  isRequired,
  max,
  isValid,
  message,
}: {
  isRequired: boolean;
  max?: number | undefined;
  isValid?: ((value: string) => boolean) | undefined;
  message?: string | undefined;
}): RequiredTextSchema {
  const checks: z.core.$ZodCheck<string>[] = [];
  if (isRequired) {
    checks.push(z.refine((value: string) => !isBlank(value), { error: messages.required(), abort: true }));
  }
  if (max !== undefined) {
    checks.push(
      z.maxLength(max, {
        error: (issue) => messages.tooManyCharacters(max, typeof issue.input === 'string' ? issue.input.length : 0),
        abort: true,
      }),
    );
  }
  if (isValid !== undefined) {
    checks.push(
      z.refine((value: string) => isBlank(value) || isValid(value), { error: message ?? messages.invalidValue() }),
    );
  }
  const schema = z.string({ error: requiredOr(messages.invalidValue()) });
  return checks.length === 0 ? schema : schema.check(...checks);
}

function createTextBuilder(isValid: (value: string) => boolean, defaultMessage: () => string): PatternSchemaBuilder {
  function build(options: PatternOptions = {}): RequiredTextSchema | OptionalTextSchema {
    const schema = textSchema({
      isRequired: options.isRequired === true,
      max: options.max,
      isValid,
      message: options.message ?? defaultMessage(),
    });
    return options.isRequired === true ? schema : z.optional(z.nullable(schema));
  }
  return build as PatternSchemaBuilder;
}

function createPatternBuilder(pattern: RegExp, defaultMessage: () => string): PatternSchemaBuilder {
  return createTextBuilder((value) => pattern.test(value), defaultMessage);
}

/**
 * A required text: not empty (nor only spaces), at most `max` characters.
 * @example requiredText({ max: 200 }) // a name
 */
export function requiredText(options: TextOptions = {}): RequiredTextSchema {
  return textSchema({ isRequired: true, max: options.max });
}

/**
 * An optional text: empty, `null` or `undefined`, or at most `max` characters.
 * @example optionalText({ max: 1000 }) // a description
 */
export function optionalText(options: TextOptions = {}): OptionalTextSchema {
  return z.optional(z.nullable(textSchema({ isRequired: false, max: options.max })));
}

/** Two UK mobile numbers written the two ways people write them, as the error's examples. */
export const ukMobileExamples = ['07123 456789', '+44 7123 456789'] as const;

/**
 * A UK mobile number (`patterns.ukMobile`); "Invalid phone number format; examples 07123 456789 and
 * +44 7123 456789": someone who typed a number wrongly is shown two that are right.
 */
export const ukMobile: PatternSchemaBuilder = createPatternBuilder(patterns.ukMobile, () =>
  messages.invalidPhoneNumber(ukMobileExamples),
);

/** A UK landline number (`patterns.ukLandline`); "Invalid phone number format". */
export const ukLandline: PatternSchemaBuilder = createPatternBuilder(patterns.ukLandline, messages.invalidPhoneNumber);

/** A postcode of 2 to 9 letters, digits or spaces (`patterns.postcode`); "Invalid postcode format". */
export const postcode: PatternSchemaBuilder = createPatternBuilder(patterns.postcode, messages.invalidPostcode);

/** A UK postcode (`patterns.ukPostcode`); "Invalid postcode format". */
export const ukPostcode: PatternSchemaBuilder = createPatternBuilder(patterns.ukPostcode, messages.invalidPostcode);

/** A National Insurance number (`patterns.niNumber`); "Invalid value". */
export const niNumber: PatternSchemaBuilder = createPatternBuilder(patterns.niNumber, messages.invalidValue);

/** A passport number (`patterns.passport`); "Invalid value". */
export const passport: PatternSchemaBuilder = createPatternBuilder(patterns.passport, messages.invalidValue);

/** A GB driving licence number (`patterns.drivingLicence`); "Invalid value". */
export const drivingLicence: PatternSchemaBuilder = createPatternBuilder(
  patterns.drivingLicence,
  messages.invalidValue,
);

/** A travel visa number (`patterns.travelVisa`); "Invalid value". */
export const travelVisa: PatternSchemaBuilder = createPatternBuilder(patterns.travelVisa, messages.invalidValue);

/** A bank sort code, 6 digits or nn-nn-nn, not all zeros (`patterns.sortCode`); "Invalid value". */
export const sortCode: PatternSchemaBuilder = createPatternBuilder(patterns.sortCode, messages.invalidValue);

/** A bank account number, 1 to 17 letters or digits (`patterns.bankAccountNumber`); "Invalid value". */
export const bankAccountNumber: PatternSchemaBuilder = createPatternBuilder(
  patterns.bankAccountNumber,
  messages.invalidValue,
);

/** An e-mail address (`patterns.email`); "Invalid value". */
export const email: PatternSchemaBuilder = createPatternBuilder(patterns.email, messages.invalidValue);

/**
 * A DD/MM/YYYY date that exists, with a year above 1000; "Invalid value (use DD/MM/YYYY)". The
 * value stays the text; `formDateToIsoDate` turns it into the API's ISO date.
 */
export const formDate: PatternSchemaBuilder = createTextBuilder(
  (value) => parseFormDate(value) !== undefined,
  messages.invalidDate,
);

/**
 * An ISO date (YYYY-MM-DD) that exists, with a year above 1000: the value of the kit's DatePicker
 * (which takes DD/MM/YYYY typed or picked) and the API's date; "Invalid value (use
 * DD/MM/YYYY)".
 */
export const isoDate: PatternSchemaBuilder = createTextBuilder(
  (value) => /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) && parseIsoDate(value) !== undefined,
  messages.invalidDate,
);

/** A number field: a number, or a number typed as text (`patterns.decimalNumber`), within a range. */
function createNumberBuilder(min: number, max: number, message: () => string): NumberSchemaBuilder {
  function build(options: NumberOptions = {}): RequiredNumberSchema | OptionalNumberSchema {
    const isRequired = options.isRequired === true;
    const input = z.nullish(z.union([z.string(), z.number()], { error: message }));
    const toNumber = z.transform((value: string | number | null | undefined, context) => {
      if (value == null || (typeof value === 'string' && isBlank(value))) {
        if (!isRequired) return undefined;
        context.issues.push({ code: 'custom', message: messages.required(), input: value });
        return z.NEVER;
      }
      const number = typeof value === 'number' ? value : patterns.decimalNumber.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(number) || number < min || number > max) {
        context.issues.push({ code: 'custom', message: message(), input: value });
        return z.NEVER;
      }
      return number;
    });
    const schema = z.pipe(input, toNumber);
    return isRequired ? (schema as unknown as RequiredNumberSchema) : z.optional(schema);
  }
  return build as NumberSchemaBuilder;
}

/**
 * A number between `min` and `max` (inclusive), typed or given as a number; "Invalid number
 * (minimum …, maximum …)".
 * @example numberInRange({ min: 0, max: 100, isRequired: true })
 */
export function numberInRange({
  min,
  max,
  isRequired,
}: NumberOptions & { min: number; max: number }): RequiredNumberSchema | OptionalNumberSchema {
  return createNumberBuilder(min, max, () => messages.invalidNumber(min, max))({ isRequired });
}

/** A latitude, -90 to 90; "Not valid (must be between -90 and 90)". */
export const latitude: NumberSchemaBuilder = createNumberBuilder(-90, 90, () =>
  messages.notValid({ min: -90, max: 90 }),
);

/** A longitude, -180 to 180; "Not valid (must be between -180 and 180)". */
export const longitude: NumberSchemaBuilder = createNumberBuilder(-180, 180, () =>
  messages.notValid({ min: -180, max: 180 }),
);

/**
 * One of a fixed list of values, required: empty (`''`, `null`, `undefined`) or any other value
 * fails with "Required".
 * @example requiredChoice(['Mr', 'Ms', 'Mrs']) // a title
 */
export function requiredChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.pipe(
    z.nullish(z.enum(options, { error: messages.required() })),
    z.custom<T[number], T[number] | null | undefined>((value: unknown) => value != null, {
      error: messages.required(),
    }),
  );
}

/**
 * A value chosen in a picker (an object, such as a person), required: `null` or
 * `undefined` fail with "Required", anything else is checked by `schema`.
 */
export function requiredValue<T extends z.core.SomeType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.custom<z.output<T>, z.output<T> | null | undefined>((value: unknown) => value != null, {
      error: messages.required(),
    }),
  );
}

/**
 * The message of the first problem `schema` finds in `value`, or `undefined` when it is valid:
 * for validating one field outside a form (e.g. an inline edit).
 * @example getValidationMessage(requiredText({ max: 200 }), name)
 */
export function getValidationMessage(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
