/** The staff of a store: a business's staff members who work there. */
import { zAddStoreStaffMemberBody } from '@stampcard/api-client/schemas';
import { storeOrThrow } from '../businessRecords.ts';
import type { ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import type { Database } from '../../db/database.ts';
import { loadStores } from '../entities.ts';
import { recordHistory } from '../history.ts';
import { badRequest, notFound, pathId, readJson, validate } from '../http.ts';

/** A staff member's name as history keeps it: their user's name, or their e-mail. */
async function staffName(database: Database, staffId: number): Promise<string | null> {
  const [row] = await database.query<{ name: string }>(
    `SELECT coalesce(nullif(trim(concat_ws(' ', u.first_name, u.surname)), ''), u.email) AS name
       FROM staff s JOIN users u USING (user_id) WHERE s.staff_id = $1`,
    [staffId],
  );
  return row?.name ?? null;
}

export function registerStoreStaffRoutes(app: ApiApp, { database }: ApiDependencies): void {
  app.patch('/api/Business/:id/Stores/:storeId/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
    const store = await storeOrThrow(database, actor, businessId, storeId);
    const body = validate(zAddStoreStaffMemberBody, await readJson(context), 'body');
    const member = await database.query('SELECT 1 FROM staff WHERE staff_id = $1 AND business_id = $2', [
      body.staffID,
      businessId,
    ]);
    if (member.length === 0) throw badRequest({ 'body.staffID': ['The staff member must work for this business.'] });
    await database.transaction(async (transaction) => {
      await transaction.query('INSERT INTO store_staff (store_id, staff_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        storeId,
        body.staffID,
      ]);
      await recordHistory(transaction, actor, {
        action: 'store.staff.add',
        entity: { type: 'store', id: storeId, name: store.name },
        businessId,
        storeId,
        after: { staffMember: await staffName(transaction, body.staffID) },
        details: { staffID: body.staffID },
      });
    });
    const [updated] = await loadStores(database, [storeId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id/Stores/:storeId/Staff/:staffId', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
    const staffId = pathId(context, 'staffId');
    const store = await storeOrThrow(database, actor, businessId, storeId);
    await database.transaction(async (transaction) => {
      const name = await staffName(transaction, staffId);
      const rows = await transaction.query(
        'DELETE FROM store_staff WHERE store_id = $1 AND staff_id = $2 RETURNING 1',
        [storeId, staffId],
      );
      if (rows.length === 0) throw notFound(`Staff member ${staffId} of store ${storeId}`);
      await recordHistory(transaction, actor, {
        action: 'store.staff.remove',
        entity: { type: 'store', id: storeId, name: store.name },
        businessId,
        storeId,
        before: { staffMember: name },
        details: { staffID: staffId },
      });
    });
    return context.body(null, 204);
  });
}
