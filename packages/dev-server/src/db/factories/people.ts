/** The people of the seed: the demo accounts, the businesses' staff and the customers. */
import { createHash } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.ts';
import { cities } from './plans.ts';
import type { DaysAgo, Random } from './random.ts';
import type { UserRow } from './tables.ts';

export const demoPassword = 'stampcard';

/** The accounts a person signs in with, all with the password `stampcard`. */
export const demoAccounts = [
  {
    email: 'admin@stampcard.test',
    roles: ['Administrators'],
    firstName: 'Ada',
    surname: 'Admin',
    note: 'Administrators',
  },
  {
    email: 'merchant@stampcard.test',
    roles: ['Merchant'],
    firstName: 'Oliver',
    surname: 'Bennett',
    note: 'Merchant, owns the multi-store Bold Street Coffee',
  },
  {
    email: 'solo@stampcard.test',
    roles: ['Merchant'],
    firstName: 'Priya',
    surname: 'Shah',
    note: 'Merchant, owns the single-store Clifton Pharmacy',
  },
  {
    email: 'customer@stampcard.test',
    roles: ['Customer'],
    firstName: 'Chloe',
    surname: 'Evans',
    note: 'Customer only',
  },
  { email: 'norole@stampcard.test', roles: [], firstName: 'Noah', surname: 'Price', note: 'no roles' },
] as const;

const firstNames = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Freya',
  'Arthur',
  'Lily',
  'Harry',
  'Grace',
  'Jack',
  'Ella',
  'Oscar',
  'Evie',
  'Charlie',
  'Sophie',
  'Theo',
];
const surnames = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Thompson',
  'Evans',
  'Walker',
  'Hughes',
  'Khan',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
];
/** A deterministic salt from a text, so a reseed writes the same hashes. */
const saltOf = (text: string) => createHash('sha256').update(text).digest().subarray(0, 16);

/** A user row; what is not given is empty, and the sign-in provider is Stampcard's own. */
function person(
  user: Pick<UserRow, 'id' | 'email' | 'passwordHash' | 'title' | 'firstName' | 'surname' | 'roles' | 'createdAt'> &
    Partial<UserRow>,
): UserRow {
  return {
    phone: null,
    birth: null,
    postCode: null,
    provider: 'stampcard',
    device: null,
    ...user,
  };
}

/** The demo accounts' user id: `demo-` and the e-mail address's local part. */
export const demoUserId = (email: string) => `demo-${email.split('@')[0] ?? ''}`;

export async function demoUsers(daysAgo: DaysAgo): Promise<UserRow[]> {
  const users: UserRow[] = [];
  for (const account of demoAccounts) {
    users.push(
      person({
        id: demoUserId(account.email),
        email: account.email,
        passwordHash: await hashPassword(demoPassword, saltOf(account.email)),
        title: account.firstName === 'Oliver' || account.firstName === 'Noah' ? 'Mr' : 'Ms',
        firstName: account.firstName,
        surname: account.surname,
        roles: account.roles,
        createdAt: daysAgo(1_500),
        device: (account.roles as readonly string[]).includes('Customer') ? 'ios' : null,
        phone: '07700 900001',
        postCode: 'L1 4DS',
      }),
    );
  }
  return users;
}

/** The `number`th generated staff member: a Merchant with a phone number and no password. */
export function staffUser(random: Random, number: number, daysAgo: DaysAgo): UserRow {
  const firstName = random.pick(firstNames);
  const surname = random.pick(surnames);
  return person({
    id: `staff-${number}`,
    email: `${firstName.toLowerCase()}.${surname.toLowerCase()}.${number}@staff.stampcard.test`,
    passwordHash: null,
    title: random.pick(['Mr', 'Ms', 'Mrs']),
    firstName,
    surname,
    roles: ['Merchant'],
    createdAt: daysAgo(1_600 - (number % 900)),
    phone: `07700 9${String(number % 100_000).padStart(5, '0')}`,
  });
}

/** The owner of the bakery that opened this week. */
export function harboursideOwner(daysAgo: DaysAgo): UserRow {
  return person({
    id: 'staff-harbourside',
    email: 'owner@harbourside.stampcard.test',
    passwordHash: null,
    title: 'Ms',
    firstName: 'Grace',
    surname: 'Hughes',
    roles: ['Merchant'],
    createdAt: daysAgo(3),
    phone: '07700 900002',
  });
}

const signInProviders = ['stampcard', 'stampcard', 'apple', 'google', 'facebook'];

/** The `number`th customer, who joined up to five years ago (more of them recently). */
export function customerUser(
  random: Random,
  number: number,
  daysAgo: DaysAgo,
): { user: UserRow; joinedDaysAgo: number } {
  const firstName = random.pick(firstNames);
  const surname = random.pick(surnames);
  const joinedDaysAgo = Math.floor(random.next() ** 1.2 * 1_825);
  const user = person({
    id: `customer-${number}`,
    email: `${firstName.toLowerCase()}.${surname.toLowerCase()}.${number}@example.com`,
    passwordHash: null,
    title: random.pick(['Mr', 'Ms', 'Mrs']),
    firstName,
    surname,
    roles: ['Customer'],
    provider: random.pick(signInProviders),
    device: random.chance(0.55) ? 'ios' : 'android',
    createdAt: daysAgo(joinedDaysAgo, random.integer(7, 21)),
    birth: `${random.integer(1950, 2006)}-${String(random.integer(1, 12)).padStart(2, '0')}-${String(random.integer(1, 28)).padStart(2, '0')}`,
    postCode: `${random.pick(cities).postCode} ${random.integer(1, 9)}AB`,
  });
  return { user, joinedDaysAgo };
}
