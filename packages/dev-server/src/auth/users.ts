/** The accounts the identity signs in, registers and lets manage themselves: the `users` table. */
import type { Database } from '../db/database.ts';

export interface UserRow {
  userId: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  surname: string | null;
  roles: string[];
  locked: boolean;
}

const userColumns = `user_id AS "userId", email, password_hash AS "passwordHash", first_name AS "firstName",
  surname, roles::text[] AS roles, locked`;

export async function findUser(database: Database, userId: string): Promise<UserRow | undefined> {
  const [user] = await database.query<UserRow>(`SELECT ${userColumns} FROM users WHERE user_id = $1`, [userId]);
  return user;
}

/** The account of an e-mail address, whatever its case. */
export async function findUserByEmail(database: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await database.query<UserRow>(
    `SELECT ${userColumns} FROM users WHERE lower(email) = lower($1) ORDER BY user_id LIMIT 1`,
    [email],
  );
  return user;
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
