/**
 * The one way the app says what failed: every toast, inline edit and error
 * state turns an error into text with `describeError`, so users never read a programmer's
 * message ("patchBusiness failed with HTTP 400").
 */
import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiValidationError,
  PaginationHeaderError,
} from '@stampcard/api-client';
import { InvalidAddressError } from './addressError';

/** What a call that never reached the server says. */
export const serverUnreachableMessage = 'The server could not be reached. Check your connection and try again.';
/** What a call the server did not answer in time says. */
export const serverTimeoutMessage = 'The server took too long to answer. Try again.';
/** What an answer that broke the API's contract says (it is reported, never shown as data). */
export const unreadableAnswerMessage = 'The server sent an answer this page cannot read.';
/** What a 403 says. */
export const forbiddenMessage = 'You do not have permission to do this.';
/** What a 404 says. */
export const notFoundMessage = 'It could not be found. It may have been deleted, or the address may be wrong.';
/**
 * What a 429 Too Many Requests says: how long to wait, from its `Retry-After`, always in seconds
 * ('Too many requests: try again in 30 seconds'), one second in the singular ('in 1 second'), a
 * wait already over as 1 second; 'in a moment' when the server did not say.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many requests: try again in a moment';
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many requests: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
/** What a failure says when nothing more precise is known and the caller gave no fallback. */
export const unexpectedErrorMessage = 'An unexpected error occurred. Try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's `errors` in the shape it sent them: a string as text, a list or an object's
 * values as a list (bullets, even of one item); `null` when it sent none.
 */
export function serverErrors(error: ApiError): string | string[] | null {
  const sent = isRecord(error.body) ? error.body.errors : undefined;
  if (typeof sent === 'string') return sent.trim() === '' ? null : sent;
  return error.errors.length > 0 ? [...error.errors] : null;
}

/**
 * What users read about a failure: for a 429 Too Many Requests, how long to wait (its own sentence,
 * whatever the server's errors say, so reads and writes alike say it the same way); the server's
 * errors when it sent any (a string as is, a list or an object's values as bullets); else, for a call that never reached the server, timed out,
 * was refused (403) or found nothing (404), a sentence saying so; for an answer that broke the
 * contract (a body or an `x-pagination` header that failed validation), that it cannot be read;
 * for an address that names nothing (`InvalidAddressError`), its message; for anything else, the
 * context's `fallback` (such as 'An error occurred when trying to save the changes.').
 */
export function describeError(error: unknown, fallback: string = unexpectedErrorMessage): string | string[] {
  if (error instanceof ApiError) {
    if (error.status === 429) return tooManyRequestsMessage(error.retryAfterSeconds);
    const sent = serverErrors(error);
    if (sent !== null) return sent;
    if (error.status === 403) return forbiddenMessage;
    if (error.status === 404) return notFoundMessage;
    if (error.status === 408 || error.status === 504) return serverTimeoutMessage;
    return fallback;
  }
  if (error instanceof ApiNetworkError) return serverUnreachableMessage;
  if (error instanceof ApiTimeoutError) return serverTimeoutMessage;
  if (error instanceof ApiValidationError && error.direction === 'response') return unreadableAnswerMessage;
  if (error instanceof PaginationHeaderError) return unreadableAnswerMessage;
  if (error instanceof InvalidAddressError) return error.message;
  return fallback;
}

/**
 * `describeError` as one line, for a place that holds a single sentence (a field's error message,
 * a widget's reason): the server's errors are joined by spaces.
 */
export function describeErrorLine(error: unknown, fallback: string = unexpectedErrorMessage): string {
  const description = describeError(error, fallback);
  return Array.isArray(description) ? description.join(' ') : description;
}
