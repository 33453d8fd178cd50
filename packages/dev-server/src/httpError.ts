/**
 * An error answer, the one the API and the identity pages share: its status and what the caller
 * is told (the API's `errors` body, an object of lists, a list or a string; an identity page's
 * message, a string).
 */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 422 | 428 | 429;
  readonly errors: Record<string, string[]> | string[] | string;

  constructor(status: HttpError['status'], errors: HttpError['errors']) {
    super(typeof errors === 'string' ? errors : JSON.stringify(errors));
    this.status = status;
    this.errors = errors;
  }
}
