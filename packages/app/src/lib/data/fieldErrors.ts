/**
 * The server's errors of a refused create or save that name a form's fields, so a form shows each
 * on its field. The server keys them by path, in any case
 * and notation (`name`, `body.address.cityTown`, `/externalStoreID`, `User.EmailAddress`).
 */
import { ApiError } from '@stampcard/api-client';

/** Each field's messages: what a form shows on its fields. */
export type FieldErrors<Field extends string> = Partial<Record<Field, readonly string[]>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  return [];
}

/** A path in one notation: `body.address.cityTown` and `/address/cityTown` are `address.citytown`. */
const normalised = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/\//g, '.')
    .replace(/^body\./i, '')
    .toLowerCase();

const lastPart = (path: string) => path.split('.').at(-1) ?? path;

/**
 * The errors that name one of `fields` (form paths such as `address.cityTown`): a server path names
 * a field when it is the field's path, or else when its last part is the field's last part.
 * Errors of other fields, and anything but an `ApiError` with an object of `errors`, give none.
 */
export function fieldErrorsOf<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  if (!(error instanceof ApiError) || !isRecord(error.body) || !isRecord(error.body.errors)) return {};
  const errors: Partial<Record<Field, string[]>> = {};
  for (const [key, value] of Object.entries(error.body.errors)) {
    const path = normalised(key);
    const field =
      fields.find((candidate) => candidate.toLowerCase() === path) ??
      fields.find((candidate) => lastPart(candidate.toLowerCase()) === lastPart(path));
    const messages = messagesOf(value);
    if (field === undefined || messages.length === 0) continue;
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  // In the form's order, so the first field with an error is the first on screen.
  const inFormOrder: FieldErrors<Field> = {};
  for (const field of fields) if (errors[field] !== undefined) inFormOrder[field] = errors[field];
  return inFormOrder;
}

/** The error a field is given for the server's messages (react-hook-form's `ErrorOption`). */
interface ServerFieldError {
  readonly type: 'server';
  readonly message: string;
}

/**
 * Puts each field's messages on its field with `setError` (a react-hook-form form's), the first
 * field focused: what every form does with the errors of a refused create or save.
 */
export function showFieldErrors<Field extends string>(
  errors: FieldErrors<Field> | undefined,
  setError: (field: Field, error: ServerFieldError, options: { shouldFocus: boolean }) => void,
): void {
  let isFirst = true;
  for (const [field, messages] of Object.entries(errors ?? {}) as [Field, readonly string[] | undefined][]) {
    if (messages === undefined || messages.length === 0) continue;
    setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: isFirst });
    isFirst = false;
  }
}
