import { ApiError, ApiNetworkError, ApiValidationError } from '@stampcard/api-client';

/** What a call that never reached the server says. */
export const serverUnreachableMessage = 'The server could not be reached. Check your connection and try again.';

/**
 * Why a call failed, as lines a user can read (D14): the server's errors when it sent any, else a
 * sentence about the failure (an answer that broke the contract is reported, never shown as data).
 */
export function describeError(error: unknown): string[] {
  if (error instanceof ApiError) {
    return error.errors.length > 0 ? [...error.errors] : [`The server answered ${error.status}.`];
  }
  if (error instanceof ApiNetworkError) return [serverUnreachableMessage];
  if (error instanceof ApiValidationError && error.direction === 'response') {
    return ['The server sent an answer this page cannot read.'];
  }
  if (error instanceof Error && error.message !== '') return [error.message];
  return ['An unexpected error occurred.'];
}
