/**
 * Customers imported into a store (POST /api/Users/Import), a chunk of at most 500 rows at a time
 * (imports.ts). A row is matched on its e-mail address, case aside, against every account:
 * - no account has it: a new user with the Customer role (`created`);
 * - a customer's account has it: `updated` (the row's title, names, phone number, post code and date
 *   of birth; a field the row leaves empty keeps the account's) or `skipped` (the details left as
 *   they are), and either way signed up to the store (`store_customers`), so importing the same rows
 *   again creates nothing new;
 * - an account that is not a customer's has it (one without the Customer role, or a back-office
 *   account: an administrator's or a merchant's, whose details a spreadsheet must not rewrite):
 *   `failed`, as is a row whose e-mail an earlier row of the chunk has.
 * History records each user created (`user.create`) and each user whose details or stores changed
 * (`user.update`, the fields before and after), as the single writes do; a matched user nothing
 * changed for records nothing.
 */
import type { CustomerImport, CustomerImportRow, ImportAnswer, ImportRowResult, User } from '@stampcard/api-client';
import type { Database } from '../db/database.ts';
import type { Actor } from './context.ts';
import { loadUsers } from './entities.ts';
import { changedFields, recordHistoryEntries, type HistoryRecord } from './history.ts';
import { defaultOnExisting, importAnswer, importStoreBusiness, repeatedRows, waitForOtherImports } from './imports.ts';

/** A user as history names them: their name, or their e-mail when they have none. */
export function userInHistory(user: User): HistoryRecord['entity'] {
  const name = [user.firstName, user.surname].filter(Boolean).join(' ').trim();
  return { type: 'user', id: user.userID, name: name === '' ? (user.emailAddress ?? null) : name };
}

/** The details a row sets, as the users table holds them: trimmed, lower-case e-mail, empty as null. */
interface CustomerValues {
  email: string;
  title: string | null;
  firstName: string;
  surname: string;
  phoneNumber: string | null;
  postCode: string | null;
  dateOfBirth: string | null;
}

/** An account a row's e-mail matched. */
interface MatchedAccount {
  id: string;
  email: string;
  roles: string[];
  title: string | null;
  firstName: string | null;
  surname: string | null;
  phoneNumber: string | null;
  postCode: string | null;
  dateOfBirth: string | null;
  signedUp: boolean;
}

/** A row's planned outcome, with what carrying it out writes. */
interface CustomerPlan extends ImportRowResult {
  values: CustomerValues;
  /** The user the row writes: the matched customer, or the new user's id; '' for a failed row. */
  userId: string;
  /** The matched customer's details change (an update whose values differ from theirs). */
  changesDetails: boolean;
  /** The matched customer is not signed up to the store yet. */
  signsUp: boolean;
}

const emptyAsNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function valuesOf(row: CustomerImportRow): CustomerValues {
  return {
    email: row.emailAddress.trim().toLowerCase(),
    title: row.title ?? null,
    firstName: row.firstName.trim(),
    surname: row.surname.trim(),
    phoneNumber: emptyAsNull(row.phoneNumber),
    postCode: emptyAsNull(row.postCode),
    dateOfBirth: emptyAsNull(row.dateOfBirth),
  };
}

/** The back-office's roles: an account holding one is not a customer's to import over. */
const backOfficeRoles = ['Administrators', 'Merchant'];

const isCustomerAccount = (roles: readonly string[]) =>
  roles.includes('Customer') && !roles.some((role) => backOfficeRoles.includes(role));

/** The details an update leaves: the row's, where it gives one, else the account's. */
const detailsAfter = (values: CustomerValues, account: MatchedAccount) => ({
  title: values.title ?? account.title,
  firstName: values.firstName,
  surname: values.surname,
  phoneNumber: values.phoneNumber ?? account.phoneNumber,
  postCode: values.postCode ?? account.postCode,
  dateOfBirth: values.dateOfBirth ?? account.dateOfBirth,
});

/** Each row's outcome, from one read of the accounts their e-mails match. */
async function planCustomers(database: Database, storeId: number, chunk: CustomerImport): Promise<CustomerPlan[]> {
  const values = chunk.rows.map(valuesOf);
  const accounts = await database.query<MatchedAccount>(
    `SELECT u.user_id AS id, lower(u.email) AS email, u.roles, u.title, u.first_name AS "firstName", u.surname,
            u.phone_number AS "phoneNumber", u.post_code AS "postCode",
            to_char(u.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
            EXISTS (SELECT 1 FROM store_customers sc WHERE sc.store_id = $2 AND sc.user_id = u.user_id) AS "signedUp"
       FROM users u WHERE lower(u.email) = ANY($1::text[]) ORDER BY u.user_id`,
    [[...new Set(values.map((value) => value.email))], storeId],
  );
  const byEmail = new Map<string, MatchedAccount>();
  for (const account of accounts) if (!byEmail.has(account.email)) byEmail.set(account.email, account);
  const repeated = repeatedRows(values, (value) => value.email);
  const onExisting = chunk.onExisting ?? defaultOnExisting;
  return values.map((value, row): CustomerPlan => {
    const account = byEmail.get(value.email);
    const plan = {
      row,
      values: value,
      existing: account !== undefined,
      id: null,
      userId: '',
      changesDetails: false,
      signsUp: false,
    };
    if (repeated.has(row)) {
      return {
        ...plan,
        outcome: 'failed',
        errors: { emailAddress: ['An earlier row of this import has the same e-mail address.'] },
      };
    }
    if (!account) return { ...plan, outcome: 'created', userId: crypto.randomUUID() };
    if (!isCustomerAccount(account.roles)) {
      return {
        ...plan,
        outcome: 'failed',
        errors: { emailAddress: ['This e-mail address belongs to an account that is not a customer.'] },
      };
    }
    const current = {
      title: account.title,
      firstName: account.firstName,
      surname: account.surname,
      phoneNumber: account.phoneNumber,
      postCode: account.postCode,
      dateOfBirth: account.dateOfBirth,
    };
    const isUpdate = onExisting === 'update';
    return {
      ...plan,
      outcome: isUpdate ? 'updated' : 'skipped',
      id: account.id,
      userId: account.id,
      changesDetails: isUpdate && JSON.stringify(detailsAfter(value, account)) !== JSON.stringify(current),
      signsUp: !account.signedUp,
    };
  });
}

/** A plan as the answer gives it: without what it writes, and without errors when it has none. */
function rowResult({ row, outcome, existing, id, errors }: CustomerPlan): ImportRowResult {
  return { row, outcome, existing, id, ...(errors ? { errors } : {}) };
}

/**
 * Imports a chunk of customers into the store `chunk.storeID` (a 400 naming `body.storeID` when there
 * is none) as `actor`, an administrator: in a dry run the plan alone; otherwise the plan carried out
 * in one transaction, with its history, `now` being when the customers signed up.
 */
export async function importCustomers(
  database: Database,
  actor: Actor,
  chunk: CustomerImport,
  now: Date,
): Promise<ImportAnswer> {
  const storeId = chunk.storeID;
  if (chunk.dryRun) {
    await importStoreBusiness(database, storeId);
    return importAnswer(true, (await planCustomers(database, storeId, chunk)).map(rowResult));
  }
  const plans = await database.transaction(async (transaction) => {
    await waitForOtherImports(transaction);
    await importStoreBusiness(transaction, storeId);
    const planned = await planCustomers(transaction, storeId, chunk);
    const created = planned.filter((plan) => plan.outcome === 'created');
    for (const plan of created) plan.id = plan.userId;
    const updated = planned.filter((plan) => plan.changesDetails);
    const signingUp = planned.filter((plan) => plan.signsUp);
    const changing = [...new Set([...updated, ...signingUp].map((plan) => plan.userId))];
    const before = new Map((await loadUsers(transaction, changing)).map((user) => [user.userID, user]));

    if (updated.length > 0) {
      // A field the row leaves empty (null here) keeps the account's.
      await transaction.query(
        `UPDATE users u SET title = coalesce(v.title, u.title), first_name = v.first_name, surname = v.surname,
                phone_number = coalesce(v.phone_number, u.phone_number), post_code = coalesce(v.post_code, u.post_code),
                date_of_birth = coalesce(v.date_of_birth, u.date_of_birth)
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[])
                AS v(user_id, title, first_name, surname, phone_number, post_code, date_of_birth)
          WHERE u.user_id = v.user_id`,
        columns(updated, (plan) => [
          plan.userId,
          plan.values.title,
          plan.values.firstName,
          plan.values.surname,
          plan.values.phoneNumber,
          plan.values.postCode,
          plan.values.dateOfBirth,
        ]),
      );
    }
    if (created.length > 0) {
      await transaction.query(
        `INSERT INTO users (user_id, email, title, first_name, surname, phone_number, post_code, date_of_birth, roles)
         SELECT v.user_id, v.email, v.title, v.first_name, v.surname, v.phone_number, v.post_code, v.date_of_birth,
                '{Customer}'
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[])
                AS v(user_id, email, title, first_name, surname, phone_number, post_code, date_of_birth)`,
        columns(created, (plan) => [
          plan.userId,
          plan.values.email,
          plan.values.title,
          plan.values.firstName,
          plan.values.surname,
          plan.values.phoneNumber,
          plan.values.postCode,
          plan.values.dateOfBirth,
        ]),
      );
    }
    const joining = [...created, ...signingUp].map((plan) => plan.userId);
    if (joining.length > 0) {
      await transaction.query(
        `INSERT INTO store_customers (store_id, user_id, joined_at)
         SELECT $1, joined.user_id, $3 FROM unnest($2::text[]) AS joined(user_id)
         ON CONFLICT (store_id, user_id) DO NOTHING`,
        [storeId, joining, now.toISOString()],
      );
    }

    // Each user created, and each whose details or stores changed, in the rows' order; a user the
    // chunk changed nothing the API shows of (an update to the values they had) records nothing.
    const written = new Set([...created.map((plan) => plan.userId), ...changing]);
    const inRowOrder = [...new Set(planned.map((plan) => plan.userId).filter((id) => written.has(id)))];
    const after = await loadUsers(transaction, inRowOrder);
    const details = { import: { storeID: storeId } };
    const records = after.flatMap((user): HistoryRecord[] => {
      const was = before.get(user.userID);
      if (!was) return [{ action: 'user.create', entity: userInHistory(user), after: user, details }];
      if (changedFields(was, user).length === 0) return [];
      return [{ action: 'user.update', entity: userInHistory(user), before: was, after: user, details }];
    });
    await recordHistoryEntries(transaction, actor, records);
    return planned;
  });
  return importAnswer(false, plans.map(rowResult));
}

/** The plans' values as one array per column: the parameters of an `unnest` of them. */
function columns<Plan>(plans: readonly Plan[], row: (plan: Plan) => readonly (string | null)[]): (string | null)[][] {
  const rows = plans.map(row);
  const width = rows[0]?.length ?? 0;
  return Array.from({ length: width }, (_, column) => rows.map((values) => values[column] ?? null));
}
