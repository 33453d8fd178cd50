import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const keyLength = 32;
const cost = 16_384;

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

/** Whether `password` matches a hash made by `hashPassword`, in constant time. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const [scheme, , salt, expected] = (hash ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'));
  const expectedKey = Buffer.from(expected, 'base64url');
  return expectedKey.length === key.length && timingSafeEqual(key, expectedKey);
}
