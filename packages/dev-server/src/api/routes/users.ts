/**
 * Users: customers, staff, and the manager picker. A merchant reads the users who are their staff;
 * creating, changing and resetting users is for administrators.
 */
import type { UserForm } from '@stampcard/api-client';
import {
  zCreateUserBody,
  zExportUsersQuery,
  zGetUserPath,
  zGetUsersByRolePath,
  zGetUsersByRoleQuery,
  zGetUsersQuery,
  zImportCustomersBody,
  zUpdateUserBody,
} from '@stampcard/api-client/schemas';
import type { Context } from 'hono';
import type { Database } from '../../db/database.ts';
import { businessScope, requireAdministrator } from '../access.ts';
import type { Actor, ApiApp, ApiEnvironment } from '../context.ts';
import { importCustomers, userInHistory } from '../customerImport.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { loadUsers } from '../entities.ts';
import { recordHistory } from '../history.ts';
import {
  changedSinceReadMessage,
  entityTag,
  HttpError,
  ifMatchVersions,
  notFound,
  readJson,
  checkedQuery,
  pathText,
  validate,
  type ListQuery,
} from '../http.ts';
import { userEntity } from '../json.ts';
import { csvAttachment, datedFileName, listCsv } from '../listCsv.ts';
import { Conditions, jsonPage, likePattern, listOrder, paging } from '../lists.ts';

/** The sorts of the users' lists, each the expression of an index (migration 003). */
const fullName = `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, ''))`;
/**
 * The business a user is most linked to (where they work, else where they collect stamps), kept by
 * triggers; people without one last, in either direction (the sort's direction turns the name only).
 */
const businessName = ['(u.business_sort IS NULL)', 'u.business_sort'];

/**
 * Users a merchant may see: the staff of their businesses, and nobody else (ADR 004). Customers,
 * other businesses' staff and administrators are administrators' to read.
 */
function scopeUsers(conditions: Conditions, scope: number[] | undefined): void {
  if (!scope) return;
  conditions.add('u.user_id IN (SELECT user_id FROM staff WHERE business_id = ANY($?::int[]))', scope);
}

async function userOrThrow(database: Database, actor: Actor, id: string) {
  const scope = await businessScope(database, actor);
  const conditions = new Conditions().add('u.user_id = $?', id);
  scopeUsers(conditions, scope);
  const rows = await database.query(`SELECT 1 FROM users u WHERE ${conditions.where}`, conditions.params);
  const [user] = rows.length > 0 ? await loadUsers(database, [id]) : [];
  if (!user) throw notFound(`User ${id}`);
  return user;
}

/**
 * The users a list (or its export) selects for `actor`, over `users u`: their scope, the role of
 * GET /api/Users/Role/{role}, search, filters (`stores`: signed up to one of them; `roles`) and order.
 */
async function userListQuery(database: Database, actor: Actor, query: ListQuery, role?: string) {
  const scope = await businessScope(database, actor);
  const conditions = new Conditions();
  scopeUsers(conditions, scope);
  if (role !== undefined) conditions.add('$? = ANY(u.roles)', role);
  const term = query.values.SearchTerm;
  if (typeof term === 'string' && term.trim() !== '') {
    conditions.add(
      `(${fullName} ILIKE $? OR u.email ILIKE $?)`,
      likePattern(term.trim().toLowerCase()),
      likePattern(term.trim()),
    );
  }
  const stores = query.filters.get('stores');
  if (stores?.length) {
    conditions.add('u.user_id IN (SELECT user_id FROM store_customers WHERE store_id::text = ANY($?::text[]))', stores);
  }
  const roles = query.filters.get('roles');
  if (roles?.length) conditions.add('u.roles && $?::text[]', roles);
  const order = listOrder(
    query.values.OrderBy,
    { name: fullName, email: 'lower(u.email)', business: businessName },
    fullName,
    'u.user_id',
  );
  return { conditions, order };
}

async function listUsers(context: Context<ApiEnvironment>, { database, lists }: ApiDependencies, role?: string) {
  const query = checkedQuery(context, role === undefined ? zGetUsersQuery : zGetUsersByRoleQuery);
  const page = paging(query, 20);
  const { conditions, order } = await userListQuery(database, context.get('actor'), query, role);
  return lists.answer(context, database, () =>
    jsonPage(context, database, { entity: userEntity, conditions, order: order.sql, page }),
  );
}

/** A user as the users' export reads them. */
interface UserCsvRow {
  userID: string;
  title: string | null;
  firstName: string | null;
  surname: string | null;
  email: string;
  phoneNumber: string | null;
  postCode: string | null;
  dateOfBirth: string | null;
  roles: string;
  stores: string | null;
}

/** The columns of the users' file, as the contract lists them; Title to Date of birth are the import's. */
const userCsvColumns = [
  'User ID',
  'Title',
  'First name',
  'Surname',
  'E-mail',
  'Phone number',
  'Post code',
  'Date of birth',
  'Roles',
  'Stores',
];

const userValues = (form: UserForm) => [
  form.title,
  form.firstName.trim(),
  form.surname.trim(),
  form.emailAddress.trim().toLowerCase(),
  form.phoneNumber ?? null,
  form.postCode ?? null,
  form.dateOfBirth ?? null,
  form.profileImage ? JSON.stringify(form.profileImage) : null,
];

async function assertEmailFree(database: Database, email: string, except?: string): Promise<void> {
  const rows = await database.query(
    'SELECT 1 FROM users WHERE lower(email) = lower($1) AND user_id IS DISTINCT FROM $2',
    [email, except ?? null],
  );
  if (rows.length > 0) throw new HttpError(409, { emailAddress: [`${email} is already in use.`] });
}

export function registerUserRoutes(app: ApiApp, dependencies: ApiDependencies): void {
  const { database, now, csvLimits } = dependencies;
  app.get('/api/Users', (context) => listUsers(context, dependencies));

  // Before /api/Users/:id, which would take "Export" for a user id. Never from the list cache.
  app.get('/api/Users/Export', async (context) => {
    const { conditions, order } = await userListQuery(
      database,
      context.get('actor'),
      checkedQuery(context, zExportUsersQuery),
    );
    const file = await listCsv<UserCsvRow>(
      database,
      {
        columns: userCsvColumns,
        from: 'users u',
        // The stores they signed up to as a customer, by name, as a user's `stores` lists them.
        select: `u.user_id AS "userID", u.title, u.first_name AS "firstName", u.surname, u.email,
          u.phone_number AS "phoneNumber", u.post_code AS "postCode",
          to_char(u.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", array_to_string(u.roles, '; ') AS roles,
          (SELECT string_agg(coalesce(cst.name, ''), '; ' ORDER BY lower(cst.name), cst.store_id)
             FROM store_customers csc JOIN stores cst USING (store_id) WHERE csc.user_id = u.user_id) AS stores`,
        conditions,
        order,
        cells: (row) => [
          row.userID,
          row.title,
          row.firstName,
          row.surname,
          row.email,
          row.phoneNumber,
          row.postCode,
          row.dateOfBirth,
          row.roles,
          row.stores,
        ],
      },
      csvLimits,
    );
    return csvAttachment(context, file, datedFileName('users', now()));
  });

  // Customers from a spreadsheet into a store, a chunk of at most 500 rows a request (customerImport.ts).
  app.post('/api/Users/Import', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const chunk = validate(zImportCustomersBody, await readJson(context), 'body');
    return context.json(await importCustomers(database, actor, chunk, now()));
  });

  app.get('/api/Users/Role/:role', (context) =>
    listUsers(context, dependencies, pathText(context, 'role', zGetUsersByRolePath)),
  );

  app.get('/api/Users/:id', async (context) => {
    const user = await userOrThrow(database, context.get('actor'), pathText(context, 'id', zGetUserPath));
    context.header('ETag', entityTag(user.version));
    return context.json(user);
  });

  app.post('/api/Users', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const form = validate(zCreateUserBody, await readJson(context), 'body');
    await assertEmailFree(database, form.emailAddress);
    const id = crypto.randomUUID();
    const user = await database.transaction(async (transaction) => {
      await transaction.query(
        `INSERT INTO users (user_id, title, first_name, surname, email, phone_number, post_code, date_of_birth, profile_image, roles)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '{Customer}')`,
        [id, ...userValues(form)],
      );
      const [after] = await loadUsers(transaction, [id]);
      if (after)
        await recordHistory(transaction, actor, { action: 'user.create', entity: userInHistory(after), after });
      return after;
    });
    if (user) context.header('ETag', entityTag(user.version));
    return context.json(user, 201);
  });

  app.put('/api/Users/:id', async (context) => {
    const actor = context.get('actor');
    const id = pathText(context, 'id', zGetUserPath);
    await userOrThrow(database, actor, id);
    requireAdministrator(actor);
    const versions = ifMatchVersions(context);
    const form = validate(zUpdateUserBody, await readJson(context), 'body');
    await assertEmailFree(database, form.emailAddress, id);
    const user = await database.transaction(async (transaction) => {
      const before = await userOrThrow(transaction, actor, id);
      // Only on top of the version the client read: a user changed since is someone else's change.
      const updated = await transaction.query(
        `UPDATE users SET title = $2, first_name = $3, surname = $4, email = $5, phone_number = $6, post_code = $7,
                date_of_birth = $8, profile_image = $9
          WHERE user_id = $1 AND ($10::int[] IS NULL OR version = ANY($10::int[])) RETURNING 1`,
        [id, ...userValues(form), versions === 'any' ? null : versions],
      );
      if (updated.length === 0) throw new HttpError(412, [changedSinceReadMessage]);
      const after = await userOrThrow(transaction, actor, id);
      await recordHistory(transaction, actor, { action: 'user.update', entity: userInHistory(after), before, after });
      return after;
    });
    context.header('ETag', entityTag(user.version));
    return context.json(user);
  });

  app.post('/api/Users/ResetPassword/:id', async (context) => {
    const actor = context.get('actor');
    const id = pathText(context, 'id', zGetUserPath);
    const user = await userOrThrow(database, actor, id);
    requireAdministrator(actor);
    // The reset is history (never its link or token); its e-mail is sent once that is written.
    await recordHistory(database, actor, { action: 'user.resetpassword', entity: userInHistory(user) });
    // Development: no e-mail leaves the machine; the reset is logged instead.
    console.info(`[dev-server] password reset e-mail for ${user.emailAddress ?? id} (not sent in development)`);
    return context.body(null, 204);
  });
}
