// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, newPasswordProblem, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies a password against its hash, and nothing without one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('Correct horse battery', hash)).toBe(false);
    expect(await verifyPassword('correct horse battery', null)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'not-a-hash')).toBe(false);
  });

  it('knows the most common passwords, in any case', () => {
    for (const password of ['123456', 'password', 'qwerty', 'iloveyou', 'QWERTYUIOP', '1234567890']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it('says why a new password is refused', () => {
    expect(newPasswordProblem('12345678')).toBe('The password must be at least 10 characters long.');
    expect(newPasswordProblem(' '.repeat(8))).toBe('The password must be at least 10 characters long.');
    expect(newPasswordProblem(' '.repeat(12))).toBe('The password cannot be only spaces.');
    expect(newPasswordProblem('x'.repeat(201))).toBe('The password must be at most 200 characters long.');
    expect(newPasswordProblem('1234567890')).toBe(
      'This password is one of the most common ones, so it is easy to guess: choose another.',
    );
    expect(newPasswordProblem('correct horse battery')).toBeNull();
  });
});
