/** The pages that say something went wrong, or that the user has signed out. */
import type { ServerResponse } from 'node:http';
import { errors } from 'oidc-provider';
import { HttpError } from '../httpError.ts';
import { sendHtml } from './forms.ts';
import { messagePage } from './pages.ts';

const home = { href: '/', text: 'Return to Stampcard' };

/**
 * Answers an identity page that failed: an expired sign-in says to sign in again, a refused
 * request says why, and anything else is a 500 that says only that something went wrong.
 */
export function sendError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof errors.SessionNotFound) {
    sendHtml(
      response,
      400,
      messagePage({
        title: 'Sign-in expired',
        message: 'This sign-in has expired or is no longer valid. Go back to Stampcard and sign in again.',
        link: home,
        isError: true,
      }),
    );
    return;
  }
  const status = error instanceof HttpError ? error.status : 500;
  if (status === 500) console.error('Identity page error:', error);
  if (status === 405) response.setHeader('Allow', 'GET, HEAD, POST');
  sendHtml(
    response,
    status,
    messagePage({
      title: status === 500 ? 'Something went wrong' : 'This request could not be handled',
      message: error instanceof HttpError ? error.message : 'Something went wrong. Please try again.',
      link: home,
      isError: true,
    }),
  );
}

/** The provider's own error page (an unknown client, a bad authorization request…). */
export function providerErrorPage(out: { error: string; error_description?: string | undefined }): string {
  return messagePage({
    title: 'Sign-in error',
    heading: 'Something went wrong',
    message: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
    link: home,
    isError: true,
  });
}

/** The page after signing out, when the app gave no address to return to. */
export function signedOutPage(): string {
  return messagePage({
    title: 'Signed out',
    heading: 'You are signed out',
    message: 'You have signed out of Stampcard.',
    link: home,
  });
}

/** The account page's answer to someone who is not signed in. */
export function signInToManagePage(): string {
  return messagePage({
    title: 'Sign in to manage your account',
    message: 'You need to sign in to Stampcard to manage your account.',
    link: { href: '/', text: 'Sign in to Stampcard' },
  });
}
