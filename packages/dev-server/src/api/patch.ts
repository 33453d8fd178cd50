/**
 * Changing an entity with a JSON patch: applied and checked against the entity's contract schema,
 * with only the fields a caller may change changed, while the entity's row is held.
 */
import { zJsonPatchDocument } from '@stampcard/api-client/schemas';
import type { Database } from '../db/database.ts';
import { badRequest, changedSinceReadMessage, HttpError, validate } from './http.ts';
import { applyPatch, PatchError, type PatchOperation } from './jsonPatch.ts';

/**
 * Applies a JSON patch to an entity and validates the result against its contract schema. Callers
 * read the entity and write the result in one transaction holding the entity's row (`lockRow`),
 * so the patch's `test` operations check the values it is applied to, not ones another request is
 * about to replace.
 */
export function patched<T>(
  entity: T,
  body: unknown,
  schema: Parameters<typeof validate<T>>[0],
): { result: T; operations: PatchOperation[] } {
  const operations = validate(zJsonPatchDocument, body, 'body') as PatchOperation[];
  let result: T;
  try {
    result = applyPatch(entity, operations);
  } catch (error) {
    if (!(error instanceof PatchError)) throw error;
    // A failed `test` is a value that is no longer the one the client read: someone else changed
    // it. The patch is refused whole (409), so their change is never undone unseen.
    const failed = operations[error.index];
    if (failed?.op === 'test') throw new HttpError(409, { [failed.path || '/']: [changedSinceReadMessage] });
    throw badRequest({ [`body[${error.index}]`]: [error.message] });
  }
  // Validate, but keep the patched value itself: parsing would add schema defaults the entity never had.
  validate(schema, result, 'result');
  return { result, operations };
}

/** Rejects changes to anything but `editable` (compared as JSON). */
export function assertOnlyChanged(before: object, after: object, editable: readonly string[]): void {
  const changed = new Set([...Object.keys(before), ...Object.keys(after)]);
  const errors: Record<string, string[]> = {};
  for (const key of changed) {
    const a = JSON.stringify((before as Record<string, unknown>)[key] ?? null);
    const b = JSON.stringify((after as Record<string, unknown>)[key] ?? null);
    if (a !== b && !editable.includes(key)) errors[`/${key}`] = ['This field cannot be changed here.'];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Holds a row until the transaction ends: a second patch of the same entity waits for the first. */
export async function lockRow(
  transaction: Database,
  table: 'businesses' | 'stores' | 'staff',
  id: number,
): Promise<void> {
  const column = { businesses: 'business_id', stores: 'store_id', staff: 'staff_id' }[table];
  await transaction.query(`SELECT 1 FROM ${table} WHERE ${column} = $1 FOR UPDATE`, [id]);
}
