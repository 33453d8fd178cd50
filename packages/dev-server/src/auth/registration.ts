/**
 * /Identity/Account/Register: anyone may create an account, with no roles. It returns to its
 * `returnUrl` (to the sign-in page it came from, saying the account was created), and to "/" when
 * that address would leave the app.
 */
import { randomUUID } from 'node:crypto';
import { defaultReturnUrl, resolveReturnUrl } from '@stampcard/return-url';
import {
  assertSameOrigin,
  emailMaxLength,
  emailPattern,
  methodNotAllowed,
  nameProblem,
  readForm,
  redirect,
  sendHtml,
  text,
  type IdentityPages,
  type PageHandler,
} from './forms.ts';
import { registerPage, type RegisterErrors, type RegisterValues } from './pages.ts';
import { hashPassword, newPasswordProblem } from './passwords.ts';
import { findUserByEmail, isUniqueViolation } from './users.ts';

const duplicateEmail = 'An account with this email already exists.';

export function createRegistrationPage({ issuer, allowedOrigins, database }: IdentityPages): PageHandler {
  /**
   * The `returnUrl` of an identity page by the workspace's one same-origin rule (the app's login
   * uses the same, `@stampcard/return-url`): a path on this server or a URL on an app origin,
   * never one whose decoding leaves them; anything else returns to "/".
   */
  function safeReturnUrl(value: string | null): string {
    return resolveReturnUrl(value, issuer, [...allowedOrigins]) ?? defaultReturnUrl;
  }

  return async (request, response, url, method) => {
    const returnUrl = safeReturnUrl(url.searchParams.get('returnUrl'));
    const action = `/Identity/Account/Register?returnUrl=${encodeURIComponent(returnUrl)}`;
    const empty: RegisterValues = { firstName: '', surname: '', email: '' };
    if (method === 'GET' || method === 'HEAD') {
      sendHtml(response, 200, registerPage({ action, signInUrl: returnUrl, values: empty, errors: {} }));
      return;
    }
    if (method !== 'POST') throw methodNotAllowed();
    assertSameOrigin(request, allowedOrigins);
    const form = await readForm(request);
    const values: RegisterValues = {
      firstName: text(form, 'firstName'),
      surname: text(form, 'surname'),
      email: text(form, 'email'),
    };
    const password = form.get('password') ?? '';
    const formErrors: RegisterErrors = {};
    const firstNameProblem = nameProblem(values.firstName, 'Enter your first name.');
    if (firstNameProblem !== undefined) formErrors.firstName = firstNameProblem;
    const surnameProblem = nameProblem(values.surname, 'Enter your surname.');
    if (surnameProblem !== undefined) formErrors.surname = surnameProblem;
    if (!values.email) formErrors.email = 'Enter your email address.';
    else if (values.email.length > emailMaxLength || !emailPattern.test(values.email)) {
      formErrors.email = 'Enter a valid email address, like name@example.com.';
    } else if (await findUserByEmail(database, values.email)) {
      formErrors.email = duplicateEmail;
    }
    const passwordProblem = newPasswordProblem(password);
    if (passwordProblem !== null) formErrors.password = passwordProblem;

    if (Object.keys(formErrors).length === 0) {
      try {
        await database.query(
          'INSERT INTO users (user_id, email, password_hash, first_name, surname) VALUES ($1, $2, $3, $4, $5)',
          [randomUUID(), values.email, await hashPassword(password), values.firstName, values.surname],
        );
      } catch (error) {
        // Someone registered the same address meanwhile.
        if (!isUniqueViolation(error)) throw error;
        formErrors.email = duplicateEmail;
      }
    }
    if (Object.keys(formErrors).length > 0) {
      sendHtml(response, 400, registerPage({ action, signInUrl: returnUrl, values, errors: formErrors }));
      return;
    }
    const target = URL.parse(returnUrl, issuer);
    if (target?.origin === issuer && target.pathname.startsWith('/interaction/')) {
      target.searchParams.set('registered', '1');
      redirect(response, `${target.pathname}${target.search}`);
      return;
    }
    redirect(response, returnUrl);
  };
}
