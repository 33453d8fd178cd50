/** The staff of a business. */
import type { StaffMember } from '@stampcard/api-client';
import {
  zCreateBusinessStaffMemberBody,
  zExportBusinessStaffQuery,
  zGetBusinessStaffQuery,
  zStaffMember,
} from '@stampcard/api-client/schemas';
import type { Database } from '../../db/database.ts';
import { assertBusiness, businessScope } from '../access.ts';
import { businessRecordPath, staffOrThrow } from '../businessRecords.ts';
import type { Actor, ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { loadStaffMembers } from '../entities.ts';
import { recordHistory } from '../history.ts';
import { forbidden, HttpError, notFound, pathId, readJson, checkedQuery, validate, type ListQuery } from '../http.ts';
import { displayNameSql } from '../json.ts';
import { csvAttachment, datedFileName, listCsv } from '../listCsv.ts';
import { Conditions, likePattern, listOrder, pageOfIds, paging } from '../lists.ts';
import { assertOnlyChanged, lockRow, patched } from '../patch.ts';

/** The roles a merchant may grant: Merchant, and nothing else. */
const rolesMerchantsGrant: readonly string[] = ['Merchant'];

/**
 * Whether a merchant may make an existing account staff (ADR 004): it works for no business and holds
 * no role beyond what a merchant may grant. Administrators, customers and other businesses' staff
 * are out of a merchant's reach.
 */
/** A staff member's place in history: the member, named as their user, and their business. */
function staffPlace(member: StaffMember, businessId: number) {
  return { entity: { type: 'staff', id: member.staffID, name: member.user.name }, businessId };
}

export function staffableByMerchant(roles: readonly string[], staffOf: readonly number[]): boolean {
  return staffOf.length === 0 && roles.every((role) => rolesMerchantsGrant.includes(role));
}

/**
 * A merchant changes a staff member's own details (name, phone…) only when the account is within
 * their reach as `staffableByMerchant` says, counting their own businesses: it holds no role beyond
 * Merchant and works for none of their businesses' outsiders. Anyone else's account is an
 * administrator's to change (ADR 004).
 */
async function assertMerchantMayEditUser(database: Database, actor: Actor, userId: string): Promise<void> {
  const scope = (await businessScope(database, actor)) ?? [];
  const [row] = await database.query<{ roles: string[]; staffOf: number[] }>(
    `SELECT u.roles, coalesce(array_agg(s.business_id::int) FILTER (WHERE s.business_id IS NOT NULL), '{}') AS "staffOf"
       FROM users u LEFT JOIN staff s USING (user_id) WHERE u.user_id = $1 GROUP BY u.roles`,
    [userId],
  );
  const elsewhere = (row?.staffOf ?? []).filter((business) => !scope.includes(business));
  if (!row || !staffableByMerchant(row.roles, elsewhere)) {
    throw forbidden("This person's account can only be changed by an administrator.");
  }
}

/** A staff member's name as the staff lists sort it. */
const staffName = `lower(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, ''))`;

/**
 * The staff members of business `businessId` a list (or its export) selects, over
 * `staff s JOIN users u`: search, filters and order. The caller has checked the business is in scope.
 */
function staffListQuery(businessId: number, query: ListQuery) {
  const conditions = new Conditions().add('s.business_id = $?', businessId);
  const term = query.values.SearchTerm;
  if (typeof term === 'string' && term.trim() !== '') {
    conditions.add(
      `(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, '') ILIKE $? OR u.email ILIKE $?)`,
      likePattern(term.trim()),
      likePattern(term.trim()),
    );
  }
  const stores = query.filters.get('stores');
  if (stores?.length) {
    conditions.add(
      'EXISTS (SELECT 1 FROM store_staff ss WHERE ss.staff_id = s.staff_id AND ss.store_id::text = ANY($?::text[]))',
      stores,
    );
  }
  const order = listOrder(query.values.OrderBy, { name: staffName, email: 'lower(u.email)' }, staffName, 's.staff_id');
  return { conditions, order };
}

/** A staff member as the staff export reads them. */
interface StaffCsvRow {
  staffID: number;
  userID: string;
  name: string | null;
  email: string;
  stores: string | null;
}

export function registerBusinessStaffRoutes(app: ApiApp, { database, lists, now, csvLimits }: ApiDependencies): void {
  app.get('/api/Business/:id/Staff', async (context) => {
    const businessId = pathId(context, 'id');
    await assertBusiness(database, context.get('actor'), businessId);
    const query = checkedQuery(context, zGetBusinessStaffQuery);
    const page = paging(query, 20);
    const { conditions, order } = staffListQuery(businessId, query);
    return lists.answer(context, database, async () => {
      const ids = await pageOfIds<number>(context, database, {
        id: 's.staff_id::int',
        from: 'staff s JOIN users u USING (user_id)',
        conditions,
        order: order.sql,
        page,
      });
      return JSON.stringify(await loadStaffMembers(database, ids));
    });
  });

  // Before /api/Business/:id/Staff/:staffId, which would take "Export" for a staff id.
  app.get('/api/Business/:id/Staff/Export', async (context) => {
    const businessId = pathId(context, 'id');
    await assertBusiness(database, context.get('actor'), businessId);
    const { conditions, order } = staffListQuery(businessId, checkedQuery(context, zExportBusinessStaffQuery));
    const file = await listCsv<StaffCsvRow>(
      database,
      {
        columns: ['Staff ID', 'User ID', 'Name', 'E-mail', 'Stores'],
        from: 'staff s JOIN users u USING (user_id)',
        // The stores they work in, by name, as the staff member's page lists them.
        select: `s.staff_id::int AS "staffID", u.user_id AS "userID", ${displayNameSql('u')} AS name, u.email,
          (SELECT string_agg(coalesce(st.name, ''), '; ' ORDER BY lower(coalesce(st.name, '')), st.store_id)
             FROM store_staff ss JOIN stores st USING (store_id) WHERE ss.staff_id = s.staff_id) AS stores`,
        conditions,
        order,
        cells: (row) => [row.staffID, row.userID, row.name, row.email, row.stores],
      },
      csvLimits,
    );
    return csvAttachment(context, file, datedFileName(`business-${businessId}-staff`, now()));
  });

  app.post('/api/Business/:id/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    await assertBusiness(database, actor, businessId);
    const body = validate(zCreateBusinessStaffMemberBody, await readJson(context), 'body');
    const staffId = await database.transaction(async (transaction) => {
      const email = body.user.emailAddress.trim().toLowerCase();
      const [existing] = await transaction.query<{ id: string; roles: string[]; staffOf: number[] }>(
        `SELECT u.user_id AS id, u.roles,
                coalesce(array_agg(s.business_id::int) FILTER (WHERE s.business_id IS NOT NULL), '{}') AS "staffOf"
           FROM users u LEFT JOIN staff s USING (user_id) WHERE lower(u.email) = $1 GROUP BY u.user_id, u.roles`,
        [email],
      );
      let userId: string;
      if (existing) {
        if (existing.staffOf.includes(businessId)) {
          throw new HttpError(409, { 'body.user.emailAddress': [`${email} is already staff of this business.`] });
        }
        // ADR 004: a merchant makes staff only of new people, or of accounts that work nowhere and
        // hold no role beyond Merchant (the one role a merchant may grant). Anything else is refused
        // with one message that says nothing of the account, and the account is left as it was.
        if (!actor.isAdministrator && !staffableByMerchant(existing.roles, existing.staffOf)) {
          throw new HttpError(409, {
            'body.user.emailAddress': [
              'An account with this e-mail address cannot be added as staff here. Ask an administrator to add it.',
            ],
          });
        }
        userId = existing.id;
        // Linking an account never edits it: the details typed for it are not written. A merchant
        // grants the one role they may, so the new staff member can use the back-office.
        if (!actor.isAdministrator && !existing.roles.includes('Merchant')) {
          await transaction.query(`UPDATE users SET roles = array_append(roles, 'Merchant') WHERE user_id = $1`, [
            userId,
          ]);
        }
      } else {
        userId = crypto.randomUUID();
        await transaction.query(
          `INSERT INTO users (user_id, email, title, first_name, surname, phone_number, post_code, date_of_birth, roles)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{Merchant}')`,
          [
            userId,
            email,
            body.user.title,
            body.user.firstName,
            body.user.surname,
            body.user.phoneNumber ?? null,
            body.user.postCode ?? null,
            body.user.dateOfBirth ?? null,
          ],
        );
      }
      const [row] = await transaction.query<{ id: number }>(
        'INSERT INTO staff (business_id, user_id, image_url) VALUES ($1, $2, $3) RETURNING staff_id::int AS id',
        [businessId, userId, body.imageUrl ?? null],
      );
      const created = (row as { id: number }).id;
      const [after] = await loadStaffMembers(transaction, [created]);
      if (after)
        await recordHistory(transaction, actor, { action: 'staff.create', ...staffPlace(after, businessId), after });
      return created;
    });
    const [member] = await loadStaffMembers(database, [staffId]);
    return context.json(member, 201);
  });

  app.get('/api/Business/:id/Staff/:staffId', async (context) => {
    const { actor, businessId, recordId } = businessRecordPath(context, 'staffId');
    return context.json(await staffOrThrow(database, actor, businessId, recordId));
  });

  app.patch('/api/Business/:id/Staff/:staffId', async (context) => {
    const { actor, businessId, recordId: staffId } = businessRecordPath(context, 'staffId');
    const body = await readJson(context);
    await database.transaction(async (transaction) => {
      await lockRow(transaction, 'staff', staffId);
      const member = await staffOrThrow(transaction, actor, businessId, staffId);
      const { result } = patched(member, body, zStaffMember);
      assertOnlyChanged(member, result, ['imageUrl', 'user']);
      assertOnlyChanged(member.user, result.user, [
        'title',
        'firstName',
        'surname',
        'phoneNumber',
        'postCode',
        'dateOfBirth',
        'profileImage',
        'name',
      ]);
      if (!actor.isAdministrator && JSON.stringify(member.user) !== JSON.stringify(result.user)) {
        await assertMerchantMayEditUser(transaction, actor, member.user.userID);
      }
      await transaction.query('UPDATE staff SET image_url = $2 WHERE staff_id = $1', [
        staffId,
        result.imageUrl ?? null,
      ]);
      const user = result.user;
      await transaction.query(
        `UPDATE users SET title = $2, first_name = $3, surname = $4, phone_number = $5, post_code = $6, date_of_birth = $7,
                profile_image = $8 WHERE user_id = $1`,
        [
          user.userID,
          user.title ?? null,
          user.firstName ?? null,
          user.surname ?? null,
          user.phoneNumber ?? null,
          user.postCode ?? null,
          user.dateOfBirth ?? null,
          user.profileImage ? JSON.stringify(user.profileImage) : null,
        ],
      );
      const [after] = await loadStaffMembers(transaction, [staffId]);
      await recordHistory(transaction, actor, {
        action: 'staff.update',
        ...staffPlace(member, businessId),
        before: member,
        after,
      });
    });
    const [updated] = await loadStaffMembers(database, [staffId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id/Staff/:staffId', async (context) => {
    const businessId = pathId(context, 'id');
    const staffId = pathId(context, 'staffId');
    const actor = context.get('actor');
    await staffOrThrow(database, actor, businessId, staffId);
    await database.transaction(async (transaction) => {
      const before = await staffOrThrow(transaction, actor, businessId, staffId);
      await transaction.query('DELETE FROM staff WHERE staff_id = $1', [staffId]);
      await recordHistory(transaction, actor, { action: 'staff.delete', ...staffPlace(before, businessId), before });
    });
    return context.body(null, 204);
  });

  // A staff member with their user, business and stores: what the staff page shows.
  app.get('/api/Staff/:staffId', async (context) => {
    const actor = context.get('actor');
    const staffId = pathId(context, 'staffId');
    const [row] = await database.query<{ businessId: number }>(
      'SELECT business_id::int AS "businessId" FROM staff WHERE staff_id = $1',
      [staffId],
    );
    if (!row) throw notFound(`Staff member ${staffId}`);
    const scope = await businessScope(database, actor);
    if (scope && !scope.includes(row.businessId)) throw notFound(`Staff member ${staffId}`);
    const [member] = await loadStaffMembers(database, [staffId]);
    return context.json(member);
  });
}
