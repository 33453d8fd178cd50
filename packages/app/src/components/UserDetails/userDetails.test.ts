import { ApiError } from '@stampcard/api-client';
import { buildUser } from '@stampcard/api-client/testing';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeError } from '#app/lib/data';
import {
  accountMessages,
  emptyPasswordForm,
  passwordFormSchemaFor,
  userDetailsAccess,
  userDetailsTitle,
  userInvalidation,
} from './userDetails';

/** The messages of each field with a problem. */
function problems(schema: z.core.$ZodType, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('userDetailsTitle', () => {
  it("is 'User details' while the user loads, then their full name", () => {
    expect(userDetailsTitle(undefined)).toBe('User details');
    expect(userDetailsTitle(buildUser({ firstName: 'Ada', surname: 'Lovelace' }))).toBe('Ada Lovelace');
  });

  it("falls back on the display name, then on 'Unnamed user'", () => {
    expect(userDetailsTitle(buildUser({ firstName: null, surname: ' ', name: 'ada@example.com' }))).toBe(
      'ada@example.com',
    );
    expect(userDetailsTitle(buildUser({ firstName: null, surname: null, name: null }))).toBe('Unnamed user');
  });
});

describe('userDetailsAccess', () => {
  it('lets administrators save the account details and send the password reset', () => {
    expect(userDetailsAccess(['Administrators'])).toEqual({ canEdit: true, canReset: true });
    expect(userDetailsAccess(['Merchant', 'Administrators'])).toEqual({ canEdit: true, canReset: true });
  });

  it('lets nobody else do either', () => {
    expect(userDetailsAccess(['Merchant'])).toEqual({ canEdit: false, canReset: false });
    expect(userDetailsAccess(['Customer'])).toEqual({ canEdit: false, canReset: false });
    expect(userDetailsAccess([])).toEqual({ canEdit: false, canReset: false });
  });
});

describe('userInvalidation', () => {
  it("reloads the user's page and the customers lists", () => {
    expect(userInvalidation('user-7')).toEqual([['user', 'user-7'], ['customers']]);
  });
});

describe('the messages', () => {
  it("says 'Success!' and 'Saved changes to user {name}' with the saved user's name", () => {
    expect(accountMessages.saved(buildUser({ firstName: 'Ada', surname: 'Lovelace' }))).toEqual({
      title: 'Success!',
      description: 'Saved changes to user Ada Lovelace',
    });
  });

  it('says why a refused save failed in a sentence of its own when the server gives no reason', () => {
    const refused = new ApiError('updateUser', 500, { title: 'Internal Server Error' });
    expect(describeError(refused, accountMessages.saveFailed.fallback)).toBe(
      'An error occurred when trying to save the changes.',
    );
  });
});

describe('passwordFormSchemaFor', () => {
  it('asks for the current password too when the account has one', () => {
    const schema = passwordFormSchemaFor(buildUser({ hasPassword: true }));
    expect(problems(schema, emptyPasswordForm)).toEqual({
      currentPassword: 'Required',
      newPassword: 'Required',
      newPasswordRepeat: 'Required',
    });
  });

  it('asks only for the new password and its repeat when the account has none', () => {
    for (const hasPassword of [false, undefined]) {
      const schema = passwordFormSchemaFor({ hasPassword });
      expect(problems(schema, emptyPasswordForm)).toEqual({ newPassword: 'Required', newPasswordRepeat: 'Required' });
    }
  });

  it('does not compare the new passwords', () => {
    const schema = passwordFormSchemaFor({ hasPassword: true });
    expect(problems(schema, { currentPassword: 'a', newPassword: 'b', newPasswordRepeat: 'c' })).toEqual({});
  });
});
