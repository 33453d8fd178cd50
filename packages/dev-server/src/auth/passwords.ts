import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

const keyLength = 32;
const cost = 16_384;

/** The shortest password registration and the account page accept. */
export const passwordMinLength = 10;
/** The longest: scrypt's work grows with the input, so it is bounded. */
export const passwordMaxLength = 200;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N: cost }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with scrypt: `scrypt$<cost>$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** What a password is checked against when there is no hash: the same scrypt work, never a match. */
const standInSalt = randomBytes(16);

/**
 * Whether `password` matches a hash made by `hashPassword`, in constant time. Without a hash (an
 * unknown e-mail, an account without a password) it does the same scrypt work and says no, so the
 * time a sign-in takes does not tell whether an account exists.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const [scheme, , salt, expected] = (hash ?? '').split('$');
  const isHash = scheme === 'scrypt' && Boolean(salt) && Boolean(expected);
  const key = await derive(password, isHash ? Buffer.from(salt ?? '', 'base64url') : standInSalt);
  if (!isHash) return false;
  const expectedKey = Buffer.from(expected ?? '', 'base64url');
  return expectedKey.length === key.length && timingSafeEqual(key, expectedKey);
}

let commonPasswords: ReadonlySet<string> | undefined;

/** Whether a password is on the list of the most common ones (zxcvbn-ts's, about 30,000), in any case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a new password is refused, or `null`: at least 10 characters, at most 200, and not one of the
 * most common passwords (which attackers try first).
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < passwordMinLength) return `The password must be at least ${passwordMinLength} characters long.`;
  if (password.length > passwordMaxLength) return `The password must be at most ${passwordMaxLength} characters long.`;
  if (password.trim() === '') return 'The password cannot be only spaces.';
  if (isCommonPassword(password))
    return 'This password is one of the most common ones, so it is easy to guess: choose another.';
  return null;
}
