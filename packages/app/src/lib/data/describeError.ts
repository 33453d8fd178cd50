import { ApiError, ApiNetworkError, ApiValidationError } from '@stampcard/api-client';

/** What a call that never reached the server says. */
export const serverUnreachableMessage = 'The server could not be reached. Check your connection and try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's `errors` in the shape it sent them (D8): a string as text, a list or an object's
 * values as a list (bullets, even of one item); `null` when it sent none.
 */
export function serverErrors(error: ApiError): string | string[] | null {
  const sent = isRecord(error.body) ? error.body.errors : undefined;
  if (typeof sent === 'string') return sent.trim() === '' ? null : sent;
  return error.errors.length > 0 ? [...error.errors] : null;
}

/**
 * Why a call failed, as a user can read it (D14): the server's errors when it sent any (a text, or
 * a list), else a sentence about the failure (an answer that broke the contract is reported, never
 * shown as data).
 */
export function describeError(error: unknown): string | string[] {
  if (error instanceof ApiError) return serverErrors(error) ?? `The server answered ${error.status}.`;
  if (error instanceof ApiNetworkError) return serverUnreachableMessage;
  if (error instanceof ApiValidationError && error.direction === 'response') {
    return 'The server sent an answer this page cannot read.';
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return 'An unexpected error occurred.';
}
