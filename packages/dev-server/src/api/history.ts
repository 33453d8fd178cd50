/**
 * The history of changes: every write the API carries out records one entry, in the write's own
 * transaction, so a write that is refused or fails (its transaction rolled back) records nothing.
 * An entry says who (the actor's id, name and role then), when, which business and store, which
 * entity (type, id, name then), the action as `entity.operation`, and each field that changed with
 * its value before and after. Secrets are never recorded (a password or token field is left out,
 * its change is the action itself); an image records its size, not its bytes. The table refuses
 * UPDATE and DELETE itself (migration 006_history.sql).
 */
import type { Database } from '../db/database.ts';
import type { Actor } from './context.ts';

/** A field that changed: its path (`configuration.stampCount`), and its values before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What a write records. */
export interface HistoryRecord {
  /** `entity.operation`: `card.update`, `business.lock`, `tag.delete`. */
  action: string;
  entity: { type: string; id: number | string; name?: string | null | undefined };
  businessId?: number | null | undefined;
  storeId?: number | null | undefined;
  /** The entity as it was (absent for a creation). */
  before?: object | null | undefined;
  /** The entity as it is now (absent for a deletion). */
  after?: object | null | undefined;
  /** Further facts of the action (a card change's impact on its holders). */
  details?: Record<string, unknown> | undefined;
}

/** Fields never recorded, at any depth: their change is told by the action alone. */
const secret = /password|token|secret/i;
/** Fields holding an image's bytes (base64 or a data URL): recorded as their size. */
const imageFields = new Set(['imageUrl', 'logoImageUrl', 'profileImage', 'logoEncodedString', 'backgroundImage']);
/** Fields that are bookkeeping, not something a person changed. */
const bookkeeping = new Set(['version', 'dateCreated', 'dateModified', 'lastModified']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An image's value as history keeps it: its size in bytes, or null when there is none. */
function imageValue(value: unknown): unknown {
  // An image held as an object (a mime type and its bytes): its bytes are its longest text.
  if (isPlainObject(value)) {
    const texts = Object.values(value).filter((field): field is string => typeof field === 'string');
    return imageValue(texts.sort((first, second) => second.length - first.length)[0] ?? null);
  }
  if (typeof value !== 'string' || value === '') return value ?? null;
  // A URL is kept as it is; bytes (base64, a data URL) are kept as their size.
  if (/^https?:\/\//.test(value)) return value;
  const base64 = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  return { bytes: Math.floor((base64.replace(/=+$/, '').length * 3) / 4) };
}

/** A value as history keeps it, at any depth: no secret, no bookkeeping, images as their size. */
function kept(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(kept);
  if (!isPlainObject(value)) return value ?? null;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (secret.test(key) || bookkeeping.has(key)) continue;
    copy[key] = imageFields.has(key) ? imageValue(field) : kept(field);
  }
  return copy;
}

/** The entity's fields as paths to values: nested objects are followed, arrays are values. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainObject(value)) return into;
  for (const [key, field] of Object.entries(value)) {
    if (secret.test(key) || bookkeeping.has(key)) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (imageFields.has(key)) into.set(path, imageValue(field));
    else if (isPlainObject(field)) flatten(field, path, into);
    else into.set(path, kept(field));
  }
  return into;
}

/** The fields that differ between `before` and `after`, in the order the entity lists them. */
export function changedFields(before: object | null | undefined, after: object | null | undefined): FieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...now.keys(), ...old.keys()])];
  const changes: FieldChange[] = [];
  for (const field of paths) {
    const was = old.has(field) ? old.get(field) : null;
    const is = now.has(field) ? now.get(field) : null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** How an actor is named in history: their name then, or their e-mail when they have no name. */
async function actorName(database: Database, actor: Actor): Promise<string> {
  const [row] = await database.query<{ name: string }>(
    `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, surname)), ''), email) AS name FROM users WHERE user_id = $1`,
    [actor.userId],
  );
  return row?.name ?? actor.userId;
}

/** The actor's role as history shows it. */
function actorRole(actor: Actor): string {
  if (actor.isAdministrator) return 'Administrator';
  if (actor.isMerchant) return 'Merchant';
  return actor.roles[0] ?? 'User';
}

/** Records one entry, in `transaction` (the write's own). */
export async function recordHistory(transaction: Database, actor: Actor, record: HistoryRecord): Promise<void> {
  await recordHistoryEntries(transaction, actor, [record]);
}

/**
 * Records one entry per record, in `transaction` (the write's own), in their order: a write of many
 * entities at once (an import's chunk) records each of them as a write of one would, in one
 * statement rather than one per entity.
 */
export async function recordHistoryEntries(
  transaction: Database,
  actor: Actor,
  records: readonly HistoryRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const name = await actorName(transaction, actor);
  const entries = records.map((record) => ({
    business_id: record.businessId ?? null,
    store_id: record.storeId ?? null,
    entity_type: record.entity.type,
    entity_id: String(record.entity.id),
    entity_name: record.entity.name ?? null,
    action: record.action,
    changes: changedFields(record.before, record.after),
    details: record.details ?? null,
  }));
  await transaction.query(
    `INSERT INTO history (actor_user_id, actor_name, actor_role, business_id, store_id, entity_type, entity_id,
                          entity_name, action, changes, details)
     SELECT $1, $2, $3, e.business_id, e.store_id, e.entity_type, e.entity_id, e.entity_name, e.action, e.changes,
            e.details
       FROM ROWS FROM (jsonb_to_recordset($4::jsonb) AS (business_id integer, store_id integer, entity_type text,
              entity_id text, entity_name text, action text, changes jsonb, details jsonb)) WITH ORDINALITY
            AS e(business_id, store_id, entity_type, entity_id, entity_name, action, changes, details, position)
      ORDER BY e.position`,
    [actor.userId, name, actorRole(actor), JSON.stringify(entries)],
  );
}
