/**
 * Writes that never overwrite someone else's change unseen. Users, cards and NFC tags carry the
 * `version` the server keeps; their writes send it back as `If-Match` and a newer version on the
 * server answers 412. JSON-patch writes (businesses, stores, staff) `test` each value they change
 * against the value read, and a changed value answers 409. Either way nothing is changed.
 */
import { ApiError } from './errors';

/** The entity tag of a version: the number in double quotes (`"3"`), as the server's `ETag`. */
export function entityTag(version: number): string {
  return `"${version}"`;
}

/** The `If-Match` header of a write made on `entity` as it was read: `{ 'If-Match': '"3"' }`. */
export function ifMatch(entity: { readonly version: number }): { 'If-Match': string } {
  return { 'If-Match': entityTag(entity.version) };
}

/** The operations whose body is a JSON patch, where a failed `test` answers 409. */
const jsonPatchOperations: ReadonlySet<string> = new Set([
  'patchBusiness',
  'patchBusinessStore',
  'patchBusinessStaffMember',
]);

/**
 * Whether a write was refused because what it was made on changed since it was read: a 412 (the
 * `If-Match` version is no longer the server's) or the 409 of a JSON patch whose `test` failed.
 * Read the entity again to see the other change.
 */
export function isChangedSinceRead(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return error.status === 412 || (error.status === 409 && jsonPatchOperations.has(error.operation));
}
