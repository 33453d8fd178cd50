/** The staff of a store: a business's staff members who work there. */
import { zAddStoreStaffMemberBody } from '@stampcard/api-client/schemas';
import { storeOrThrow } from '../businessRecords.ts';
import type { ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { loadStores } from '../entities.ts';
import { badRequest, notFound, pathId, readJson, validate } from '../http.ts';

export function registerStoreStaffRoutes(app: ApiApp, { database }: ApiDependencies): void {
  app.patch('/api/Business/:id/Stores/:storeId/Staff', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
    await storeOrThrow(database, actor, businessId, storeId);
    const body = validate(zAddStoreStaffMemberBody, await readJson(context), 'body');
    const member = await database.query('SELECT 1 FROM staff WHERE staff_id = $1 AND business_id = $2', [
      body.staffID,
      businessId,
    ]);
    if (member.length === 0) throw badRequest({ 'body.staffID': ['The staff member must work for this business.'] });
    await database.query('INSERT INTO store_staff (store_id, staff_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      storeId,
      body.staffID,
    ]);
    const [updated] = await loadStores(database, [storeId]);
    return context.json(updated);
  });

  app.delete('/api/Business/:id/Stores/:storeId/Staff/:staffId', async (context) => {
    const actor = context.get('actor');
    const businessId = pathId(context, 'id');
    const storeId = pathId(context, 'storeId');
    const staffId = pathId(context, 'staffId');
    await storeOrThrow(database, actor, businessId, storeId);
    const rows = await database.query('DELETE FROM store_staff WHERE store_id = $1 AND staff_id = $2 RETURNING 1', [
      storeId,
      staffId,
    ]);
    if (rows.length === 0) throw notFound(`Staff member ${staffId} of store ${storeId}`);
    return context.body(null, 204);
  });
}
