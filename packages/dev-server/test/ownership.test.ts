// @vitest-environment node
/**
 * Ownership of people (ADR 004), through the HTTP API: a merchant makes staff only of new
 * people or of accounts that work nowhere and hold no role beyond Merchant; managers are the
 * business's own staff; a merchant reads and changes no user who is not their staff.
 *
 * Seed: merchant@ owns business 1 (stores 1-3), solo@ owns business 2 (store 4).
 */
import * as api from '@stampcard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signIn, startHarness, status, type Harness } from '../src/testing/harness.ts';

let harness: Harness;
let admin: api.StampcardClient;
let merchant: api.StampcardClient;

beforeAll(async () => {
  harness = await startHarness();
  admin = clientFor(harness.url, (await signIn(harness.url, 'admin@stampcard.test')).accessToken);
  merchant = clientFor(harness.url, (await signIn(harness.url, 'merchant@stampcard.test')).accessToken);
}, 60_000);
afterAll(() => harness.close());

/** The status and errors of a refused call. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, errors: [] as readonly string[] }),
    (error: unknown) => {
      if (!(error instanceof api.ApiError)) throw error;
      return { status: error.status, errors: error.errors };
    },
  );

const notOwnStaff = { status: 400, errors: ['Choose a staff member of this business.'] };

/** A user as stored: roles, names, phone, and the businesses they are staff of. */
async function stored(email: string) {
  const [row] = await harness.database.query<{
    id: string;
    roles: string[];
    firstName: string | null;
    phone: string | null;
    staffOf: number[];
  }>(
    `SELECT u.user_id AS id, u.roles, u.first_name AS "firstName", u.phone_number AS phone,
            coalesce(array_agg(s.business_id::int) FILTER (WHERE s.business_id IS NOT NULL), '{}') AS "staffOf"
       FROM users u LEFT JOIN staff s USING (user_id) WHERE u.email = $1 GROUP BY u.user_id`,
    [email],
  );
  if (!row) throw new Error(`No user ${email}`);
  return row;
}

const person = (emailAddress: string) => ({
  title: 'Mr' as const,
  firstName: 'Mallory',
  surname: 'Takeover',
  emailAddress,
  phoneNumber: '07700900999',
});

describe('adding staff by e-mail', () => {
  it.each([
    ['the administrator', 'admin@stampcard.test'],
    ['another merchant', 'solo@stampcard.test'],
    ['a customer', 'customer@stampcard.test'],
  ])('refuses %s, and leaves that account as it was', async (_who, email) => {
    const before = await stored(email);
    const error = await api
      .createBusinessStaffMember(merchant, { path: { id: 1 }, body: { user: person(email) } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({
      status: 409,
      errors: ['An account with this e-mail address cannot be added as staff here. Ask an administrator to add it.'],
    });
    // Nothing about the account in the answer, and the account is unchanged.
    expect(JSON.stringify((error as api.ApiError).body)).not.toContain(before.id);
    expect(await stored(email)).toEqual(before);
  });

  it('takes an account that works nowhere and holds no role, granting it Merchant and editing nothing else', async () => {
    const before = await stored('norole@stampcard.test');
    expect(before).toMatchObject({ roles: [], staffOf: [] });
    const member = await api.createBusinessStaffMember(merchant, {
      path: { id: 1 },
      body: { user: person('norole@stampcard.test') },
    });
    expect(member.user.userID).toBe(before.id);
    expect(await stored('norole@stampcard.test')).toEqual({
      ...before,
      roles: ['Merchant'],
      staffOf: [1],
    });
  });

  it('creates a new person with the Merchant role', async () => {
    const member = await api.createBusinessStaffMember(merchant, {
      path: { id: 1 },
      body: { user: person('new.barista@example.com') },
    });
    expect(member.user).toMatchObject({ emailAddress: 'new.barista@example.com', firstName: 'Mallory' });
    expect(await stored('new.barista@example.com')).toMatchObject({ roles: ['Merchant'], staffOf: [1] });
  });

  it('lets an administrator add any account', async () => {
    await api.createBusinessStaffMember(admin, { path: { id: 2 }, body: { user: person('customer@stampcard.test') } });
    expect((await stored('customer@stampcard.test')).staffOf).toEqual([2]);
  });
});

describe('managers are the business’s own staff', () => {
  it('refuses a mainContact naming another account, and changes nothing', async () => {
    const before = await api.getBusiness(merchant, { path: { id: 1 } });
    for (const email of ['admin@stampcard.test', 'solo@stampcard.test']) {
      const { id } = await stored(email);
      const answer = await refusal(
        api.patchBusiness(merchant, {
          path: { id: 1 },
          body: [
            {
              op: 'replace',
              path: '/mainContact',
              value: { staffID: 99_999, user: { userID: id, name: 'Anyone', emailAddress: email } },
            },
          ],
        }),
      );
      expect(answer, email).toEqual(notOwnStaff);
      expect((await stored(email)).staffOf, email).not.toContain(1);
    }
    expect((await api.getBusiness(merchant, { path: { id: 1 } })).mainContact).toEqual(before.mainContact);
  });

  it('takes one of the business’s staff as its manager', async () => {
    const [member] = (await api.getBusinessStaff(merchant, { path: { id: 1 }, query: { pageCount: 1 } })).items;
    if (!member) throw new Error('Business 1 has no staff in the seed');
    const updated = await api.patchBusiness(merchant, {
      path: { id: 1 },
      body: [{ op: 'replace', path: '/mainContact', value: { ...member, staffID: 99_999 } }],
    });
    expect(updated.mainContact?.staffID).toBe(member.staffID);
  });

  it('refuses a new store whose manager is not staff of the business', async () => {
    const { id } = await stored('admin@stampcard.test');
    const answer = await refusal(
      api.createBusinessStore(merchant, {
        path: { id: 1 },
        body: { name: 'Hijack Lane', mainContact: { user: { userID: id } } },
      }),
    );
    expect(answer).toEqual(notOwnStaff);
    expect((await stored('admin@stampcard.test')).staffOf).toEqual([]);
    expect(await harness.database.query(`SELECT 1 FROM stores WHERE name = 'Hijack Lane'`)).toEqual([]);
  });

  it('refuses a manager for a new business, which has no staff yet', async () => {
    const { id } = await stored('solo@stampcard.test');
    const answer = await refusal(
      api.createBusiness(admin, {
        body: { name: 'New Co', isSingleStore: false, mainContact: { user: { userID: id } } },
      }),
    );
    expect(answer).toEqual({
      status: 400,
      errors: ['A new business has no staff yet: add its staff, then choose its manager.'],
    });
    // Refused before anything is written: no business is left behind.
    expect(await harness.database.query(`SELECT 1 FROM businesses WHERE name = 'New Co'`)).toEqual([]);
  });
});

describe('a merchant reads and changes only their staff', () => {
  it('cannot read the administrator, another merchant or a customer', async () => {
    for (const email of ['admin@stampcard.test', 'solo@stampcard.test', 'customer@stampcard.test']) {
      const { id } = await stored(email);
      expect(await status(api.getUser(merchant, { path: { id } })), email).toBe(404);
    }
    const users = await api.getUsers(merchant, { query: { pageCount: 100 } });
    const staff = await api.getBusinessStaff(merchant, { path: { id: 1 }, query: { pageCount: 100 } });
    expect(new Set(users.items.map((user) => user.userID))).toEqual(
      new Set(staff.items.map((member) => member.user.userID)),
    );
  });

  it('cannot edit, through the staff page, an account that also works for another business', async () => {
    const { id } = await stored('new.barista@example.com');
    await api.createBusinessStaffMember(admin, { path: { id: 2 }, body: { user: person('new.barista@example.com') } });
    const [member] = (
      await api.getBusinessStaff(merchant, { path: { id: 1 }, query: { pageCount: 100 } })
    ).items.filter((entry) => entry.user.userID === id);
    if (!member) throw new Error('The new barista is not staff of business 1');
    const answer = await status(
      api.patchBusinessStaffMember(merchant, {
        path: { id: 1, staffId: member.staffID },
        body: [{ op: 'replace', path: '/user/phoneNumber', value: '07700900000' }],
      }),
    );
    expect(answer).toBe(403);
    expect((await stored('new.barista@example.com')).phone).toBe('07700900999');
  });
});

describe("the people pages' calls refuse a merchant anyone who is not their staff", () => {
  /** A staff member of business 2 (solo@'s), whom merchant@ of business 1 does not employ. */
  async function otherBusinessStaff() {
    const [member] = (await api.getBusinessStaff(admin, { path: { id: 2 }, query: { pageCount: 100 } })).items;
    if (!member) throw new Error('Business 2 has no staff');
    return member;
  }

  it('lists no customer and no other business’s staff by role', async () => {
    const customers = await api.getUsersByRole(merchant, { path: { role: 'Customer' }, query: { pageCount: 100 } });
    expect(customers.items).toEqual([]);
    const merchants = await api.getUsersByRole(merchant, { path: { role: 'Merchant' }, query: { pageCount: 100 } });
    const staff = await api.getBusinessStaff(merchant, { path: { id: 1 }, query: { pageCount: 100 } });
    const own = new Set(staff.items.map((member) => member.user.userID));
    expect(merchants.items.every((user) => own.has(user.userID))).toBe(true);
  });

  it('cannot read another business’s staff member (GET /api/Staff/{id})', async () => {
    const member = await otherBusinessStaff();
    expect(await status(api.getStaffMember(merchant, { path: { staffId: member.staffID } }))).toBe(404);
  });

  it('cannot save, create or reset a user: not even their own staff (PUT, POST, ResetPassword)', async () => {
    const before = await stored('merchant@stampcard.test');
    const { id } = before;
    const customer = await stored('customer@stampcard.test');
    const body = { ...person('merchant@stampcard.test'), firstName: 'Mallory' };
    const headers = { 'If-Match': '*' };
    expect(await status(api.updateUser(merchant, { path: { id }, body, headers }))).toBe(403);
    expect(await status(api.updateUser(merchant, { path: { id: customer.id }, body, headers }))).toBe(404);
    expect(await status(api.createUser(merchant, { body: person('new.person@example.com') }))).toBe(403);
    expect(await status(api.resetUserPassword(merchant, { path: { id } }))).toBe(403);
    expect(await status(api.resetUserPassword(merchant, { path: { id: customer.id } }))).toBe(404);
    expect(await stored('merchant@stampcard.test')).toEqual(before);
    expect(await stored('customer@stampcard.test')).toEqual(customer);
    await expect(
      harness.database.query('SELECT 1 FROM users WHERE email = $1', ['new.person@example.com']),
    ).resolves.toEqual([]);
  });

  it('cannot link or unlink another business’s staff member to a store', async () => {
    const member = await otherBusinessStaff();
    const storesOf = async () =>
      (await api.getStaffMember(admin, { path: { staffId: member.staffID } })).stores?.map((store) => store.storeID);
    const before = await storesOf();
    expect(
      await status(
        api.addStoreStaffMember(merchant, { path: { id: 2, storeId: 4 }, body: { staffID: member.staffID } }),
      ),
    ).toBe(404);
    expect(
      await status(api.removeStoreStaffMember(merchant, { path: { id: 2, storeId: 4, staffId: member.staffID } })),
    ).toBe(404);
    // Their own store, someone else's staff member: refused too.
    expect(
      await status(
        api.addStoreStaffMember(merchant, { path: { id: 1, storeId: 1 }, body: { staffID: member.staffID } }),
      ),
    ).toBe(400);
    expect(await storesOf()).toEqual(before);
  });

  it('gives no one a role through the user calls: the roles sent with a user are not taken', async () => {
    /** A user call sent as JSON with a role in the body, which the contract's UserForm does not have. */
    const send = async (token: string, method: 'POST' | 'PUT', path: string, email: string) =>
      (
        await fetch(`${harness.url}${path}`, {
          method,
          // Any version (`*`): what is checked here is the roles, not who saved first.
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'If-Match': '*' },
          body: JSON.stringify({ ...person(email), roles: ['Administrators'] }),
        })
      ).status;
    const merchantToken = (await signIn(harness.url, 'merchant@stampcard.test')).accessToken;
    const adminToken = (await signIn(harness.url, 'admin@stampcard.test')).accessToken;
    const { id } = await stored('merchant@stampcard.test');

    // A merchant is refused outright, on their own account too.
    expect(await send(merchantToken, 'POST', '/api/Users', 'role.seeker@example.com')).toBe(403);
    expect(await send(merchantToken, 'PUT', `/api/Users/${id}`, 'merchant@stampcard.test')).toBe(403);
    await expect(
      harness.database.query('SELECT 1 FROM users WHERE email = $1', ['role.seeker@example.com']),
    ).resolves.toEqual([]);
    expect((await stored('merchant@stampcard.test')).roles).toEqual(['Merchant']);

    // An administrator's user calls change details only: a new user is a Customer, roles stay as they were.
    expect(await send(adminToken, 'POST', '/api/Users', 'role.seeker@example.com')).toBe(201);
    expect((await stored('role.seeker@example.com')).roles).toEqual(['Customer']);
    expect(await send(adminToken, 'PUT', `/api/Users/${id}`, 'merchant@stampcard.test')).toBe(200);
    expect((await stored('merchant@stampcard.test')).roles).toEqual(['Merchant']);
  });
});
