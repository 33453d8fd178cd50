import type { Database } from '../db/database.ts';
import type { Actor } from './context.ts';
import { forbidden, notFound } from './http.ts';
import { cacheOf, type VersionedCache } from './versionedCache.ts';

export function actorFrom(claims: { sub: string; roles: readonly string[] }): Actor {
  return {
    userId: claims.sub,
    roles: claims.roles,
    isAdministrator: claims.roles.includes('Administrators'),
    isMerchant: claims.roles.includes('Merchant'),
  };
}

/**
 * The businesses a merchant works for (a staff record); undefined for an administrator,
 * meaning all of them. The back-office API is for administrators and merchants only.
 */
export async function businessScope(database: Database, actor: Actor): Promise<number[] | undefined> {
  if (actor.isAdministrator) return undefined;
  if (!actor.isMerchant) throw forbidden('The back-office is for administrators and merchants.');
  const version = (await database.versions())?.data;
  const scope = await cacheOf(scopes, database, 10_000).get(version, actor.userId, async () => {
    const rows = await database.query<{ id: number }>('SELECT business_id::int AS id FROM staff WHERE user_id = $1', [
      actor.userId,
    ]);
    return rows.map((row) => row.id);
  });
  return [...scope];
}

/** Merchants' scopes, reused while the data has not changed (`VersionedCache`): every request asks. */
const scopes = new WeakMap<object, VersionedCache<readonly number[]>>();

export function requireAdministrator(actor: Actor): void {
  if (!actor.isAdministrator) throw forbidden('Only administrators can do this.');
}

/** Throws 404 unless the business exists and is in scope. */
export async function assertBusiness(database: Database, actor: Actor, businessId: number): Promise<void> {
  const scope = await businessScope(database, actor);
  const rows = await database.query('SELECT 1 FROM businesses WHERE business_id = $1', [businessId]);
  if (rows.length === 0 || (scope && !scope.includes(businessId))) throw notFound(`Business ${businessId}`);
}

/** Throws 404 unless the store exists, belongs to the business (when given) and is in scope. Returns its business. */
export async function assertStore(
  database: Database,
  actor: Actor,
  storeId: number,
  businessId?: number,
): Promise<number> {
  const scope = await businessScope(database, actor);
  const [row] = await database.query<{ businessId: number }>(
    'SELECT business_id::int AS "businessId" FROM stores WHERE store_id = $1',
    [storeId],
  );
  if (
    !row ||
    (businessId !== undefined && row.businessId !== businessId) ||
    (scope && !scope.includes(row.businessId))
  ) {
    throw notFound(`Store ${storeId}`);
  }
  return row.businessId;
}
