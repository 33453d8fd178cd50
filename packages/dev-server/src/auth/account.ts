/**
 * /Identity/Account/Manage: a signed-in user changes their name, or their password after typing
 * the current one. Someone not signed in is asked to sign in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../httpError.ts';
import { signInToManagePage } from './errorPages.ts';
import {
  assertSameOrigin,
  methodNotAllowed,
  nameProblem,
  readForm,
  redirect,
  sendHtml,
  text,
  type IdentityPages,
  type PageHandler,
} from './forms.ts';
import { managePage, type ManagePageOptions } from './pages.ts';
import { hashPassword, newPasswordProblem, passwordMaxLength, verifyPassword } from './passwords.ts';
import { findUser, type UserRow } from './users.ts';

/** What the page says after a change, by the `status` it is redirected to. */
const manageMessages: Record<string, string> = {
  profile: 'Your name has been updated.',
  password: 'Your password has been changed.',
};

function managePageFor(user: UserRow, extra: Partial<ManagePageOptions> = {}): string {
  return managePage({ email: user.email, firstName: user.firstName ?? '', surname: user.surname ?? '', ...extra });
}

export function createAccountPage({ allowedOrigins, database, provider }: IdentityPages): PageHandler {
  /** The user of the provider's session, unless there is none or their account is locked. */
  async function signedInUser(request: IncomingMessage, response: ServerResponse): Promise<UserRow | undefined> {
    const session = await provider.Session.get(provider.createContext(request, response));
    if (!session.accountId) return undefined;
    const user = await findUser(database, session.accountId);
    return user && !user.locked ? user : undefined;
  }

  async function changeName(response: ServerResponse, user: UserRow, form: URLSearchParams): Promise<void> {
    const firstName = text(form, 'firstName');
    const surname = text(form, 'surname');
    const profileErrors: ManagePageOptions['profileErrors'] = {};
    const firstNameProblem = nameProblem(firstName, 'Enter your first name.');
    if (firstNameProblem !== undefined) profileErrors.firstName = firstNameProblem;
    const surnameProblem = nameProblem(surname, 'Enter your surname.');
    if (surnameProblem !== undefined) profileErrors.surname = surnameProblem;
    if (Object.keys(profileErrors).length > 0) {
      sendHtml(response, 400, managePageFor({ ...user, firstName, surname }, { profileErrors }));
      return;
    }
    await database.query('UPDATE users SET first_name = $2, surname = $3 WHERE user_id = $1', [
      user.userId,
      firstName,
      surname,
    ]);
    redirect(response, '/Identity/Account/Manage?status=profile');
  }

  async function changePassword(response: ServerResponse, user: UserRow, form: URLSearchParams): Promise<void> {
    const currentPassword = form.get('currentPassword') ?? '';
    const newPassword = form.get('newPassword') ?? '';
    const passwordErrors: ManagePageOptions['passwordErrors'] = {};
    if (!(await verifyPassword(currentPassword.slice(0, passwordMaxLength), user.passwordHash))) {
      passwordErrors.currentPassword = 'The current password is not correct.';
    }
    const newPasswordError = newPasswordProblem(newPassword);
    if (newPasswordError !== null) passwordErrors.newPassword = newPasswordError;
    if (Object.keys(passwordErrors).length > 0) {
      sendHtml(response, 400, managePageFor(user, { passwordErrors }));
      return;
    }
    await database.query('UPDATE users SET password_hash = $2 WHERE user_id = $1', [
      user.userId,
      await hashPassword(newPassword),
    ]);
    redirect(response, '/Identity/Account/Manage?status=password');
  }

  return async (request, response, url, method) => {
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw methodNotAllowed();
    const user = await signedInUser(request, response);
    if (!user) {
      sendHtml(response, 401, signInToManagePage());
      return;
    }
    if (method !== 'POST') {
      const status = url.searchParams.get('status') ?? '';
      sendHtml(response, 200, managePageFor(user, { success: manageMessages[status] }));
      return;
    }
    assertSameOrigin(request, allowedOrigins);
    const form = await readForm(request);
    const action = form.get('action');
    if (action === 'profile') await changeName(response, user, form);
    else if (action === 'password') await changePassword(response, user, form);
    else throw new HttpError(400, 'Unknown form.');
  };
}
