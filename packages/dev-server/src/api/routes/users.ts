/**
 * Users: customers, staff, and the manager picker. A merchant reads the users who are their staff;
 * creating, changing and resetting users is for administrators.
 */
import type { User, UserForm } from '@stampcard/api-client';
import {
  zCreateUserBody,
  zGetUserPath,
  zGetUsersByRolePath,
  zGetUsersByRoleQuery,
  zGetUsersQuery,
  zUpdateUserBody,
} from '@stampcard/api-client/schemas';
import type { Context } from 'hono';
import type { Database } from '../../db/database.ts';
import { businessScope, requireAdministrator } from '../access.ts';
import type { Actor, ApiApp, ApiEnvironment } from '../context.ts';
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
} from '../http.ts';
import { userEntity } from '../json.ts';
import { Conditions, jsonPage, likePattern, orderClause, paging } from '../lists.ts';

/** The sorts of the users' lists, each the expression of an index (migration 003). */
const fullName = `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, ''))`;
/**
 * The business a user is most linked to (where they work, else where they collect stamps), kept by
 * triggers; people without one last, in either direction (the sort's direction turns the name only).
 */
const businessName = `(u.business_sort IS NULL), u.business_sort`;

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

async function listUsers(context: Context<ApiEnvironment>, { database, lists }: ApiDependencies, role?: string) {
  const actor = context.get('actor');
  const scope = await businessScope(database, actor);
  const query = checkedQuery(context, role === undefined ? zGetUsersQuery : zGetUsersByRoleQuery);
  const page = paging(query, 20);
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
  const order = orderClause(
    query.values.OrderBy,
    { name: fullName, email: 'lower(u.email)', business: businessName },
    fullName,
    'u.user_id',
  );
  return lists.answer(context, database, () =>
    jsonPage(context, database, { entity: userEntity, conditions, order, page }),
  );
}

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

/** A user as history names them. */
function userEntityOf(user: User) {
  const name = [user.firstName, user.surname].filter(Boolean).join(' ').trim();
  return { type: 'user', id: user.userID, name: name === '' ? (user.emailAddress ?? null) : name };
}

export function registerUserRoutes(app: ApiApp, dependencies: ApiDependencies): void {
  const { database } = dependencies;
  app.get('/api/Users', (context) => listUsers(context, dependencies));

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
      if (after) await recordHistory(transaction, actor, { action: 'user.create', entity: userEntityOf(after), after });
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
      await recordHistory(transaction, actor, { action: 'user.update', entity: userEntityOf(after), before, after });
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
    await recordHistory(database, actor, { action: 'user.resetpassword', entity: userEntityOf(user) });
    // Development: no e-mail leaves the machine; the reset is logged instead.
    console.info(`[dev-server] password reset e-mail for ${user.emailAddress ?? id} (not sent in development)`);
    return context.body(null, 204);
  });
}
