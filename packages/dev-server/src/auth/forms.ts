/**
 * What every identity page shares: who it serves (`IdentityPages`), reading a posted form,
 * refusing a form posted from another site, and answering with a page or a redirect.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { HttpError } from '../httpError.ts';
import { hasUnstorableCharacter } from '../input.ts';
import type { SignInThrottle } from './throttle.ts';

/** What the sign-in, registration and account pages work with. */
export interface IdentityPages {
  /** This server's origin. */
  issuer: string;
  /** The origins forms may be posted from and return URLs may lead to: the issuer's and the app's. */
  allowedOrigins: ReadonlySet<string>;
  /** Whether a proxy is in front: a request's address is then the one it names (`callerAddress`). */
  behindProxy: boolean;
  database: Database;
  provider: Provider;
  throttle: SignInThrottle;
}

/** Answers one identity page's request (`method` in upper case). */
export type PageHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  method: string,
) => Promise<void>;

const formBodyLimit = 64 * 1024;
const nameMaxLength = 100;
export const emailMaxLength = 254;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > formBodyLimit) throw new HttpError(413, 'The form is too large.');
    chunks.push(buffer);
  }
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  for (const [name, value] of form) {
    if (hasUnstorableCharacter(name) || hasUnstorableCharacter(value)) {
      throw new HttpError(
        400,
        'The form holds a character that cannot be used (a NUL byte or an unpaired surrogate). Go back and check what you typed.',
      );
    }
  }
  return form;
}

/** A form field's value, trimmed; empty when it is missing. */
export function text(form: URLSearchParams, name: string): string {
  return (form.get(name) ?? '').trim();
}

/** What is wrong with a first name or surname typed into a form: `missing` when empty, or its length. */
export function nameProblem(value: string, missing: string): string | undefined {
  if (!value) return missing;
  if (value.length > nameMaxLength) return `Use at most ${nameMaxLength} characters.`;
  return undefined;
}

/** Refuses a form posted from a page of another site (a cross-site request forgery). */
export function assertSameOrigin(request: IncomingMessage, allowedOrigins: ReadonlySet<string>): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin)) {
    throw new HttpError(403, 'This form was posted from another site.');
  }
}

/** Refuses any method but the ones a page answers. */
export function methodNotAllowed(): HttpError {
  return new HttpError(405, 'This method is not allowed here.');
}

/** Sends a page (the security headers are already on every identity response: `securityHeaders`). */
export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.statusCode = 303;
  response.setHeader('Location', location);
  response.setHeader('Cache-Control', 'no-store');
  response.end();
}
