/**
 * NFC tags imported into a store (POST /api/Tags/Import), a chunk of at most 500 rows at a time
 * (imports.ts). A row is matched on its serial number (`tagReference`), exactly:
 * - no tag has it: a new tag of the store (`created`; enabled unless the row says otherwise);
 * - a tag of this store has it: `updated` (its name, and whether it is enabled when the row says) or
 *   `skipped`; importing the same rows again creates nothing new;
 * - only tags of other stores have it: `failed` (a serial is one physical tag, in one store), as is
 *   a row whose serial an earlier row of the chunk has.
 * History records each tag created (`tag.create`) and each tag changed (`tag.update`,
 * `tag.enable`, `tag.disable`), with its store and business, as the single writes do.
 */
import type { ImportAnswer, ImportRowResult, NfcTag, TagImport } from '@stampcard/api-client';
import type { Database } from '../db/database.ts';
import type { Actor } from './context.ts';
import { loadTags } from './entities.ts';
import { recordHistoryEntries, type HistoryRecord } from './history.ts';
import { defaultOnExisting, importAnswer, importStoreBusiness, repeatedRows, waitForOtherImports } from './imports.ts';

/** What a change of a tag is called in history: enabling and disabling have names of their own. */
export function tagAction(before: NfcTag, after: NfcTag): string {
  if (before.enabled !== after.enabled) return after.enabled ? 'tag.enable' : 'tag.disable';
  return 'tag.update';
}

/** A tag a row's serial number matched. */
interface MatchedTag {
  tagID: number;
  storeID: number;
  tagReference: string;
  name: string;
  enabled: boolean;
}

/** A row's planned outcome, with what carrying it out writes. */
interface TagPlan extends ImportRowResult {
  name: string;
  tagReference: string;
  /** Whether the tag is enabled; null: the row does not say (a new tag is enabled, a matched one keeps its). */
  enabled: boolean | null;
  /** The matched tag changes (an update whose values differ from its). */
  changes: boolean;
}

/**
 * Each row's outcome, from one read of the tags their serial numbers match. `given[row]` says
 * whether the row gave `enabled` (the schema's default fills it in when it did not).
 */
async function planTags(
  database: Database,
  storeId: number,
  chunk: TagImport,
  given: readonly boolean[],
): Promise<TagPlan[]> {
  const tags = await database.query<MatchedTag>(
    `SELECT t.tag_id::int AS "tagID", t.store_id::int AS "storeID", t.tag_reference AS "tagReference", t.name, t.enabled
       FROM nfc_tags t WHERE t.tag_reference = ANY($1::text[]) ORDER BY t.tag_id`,
    [[...new Set(chunk.rows.map((row) => row.tagReference))]],
  );
  const own = new Map<string, MatchedTag>();
  const elsewhere = new Set<string>();
  for (const tag of tags) {
    if (tag.storeID === storeId) {
      if (!own.has(tag.tagReference)) own.set(tag.tagReference, tag);
    } else elsewhere.add(tag.tagReference);
  }
  const repeated = repeatedRows(chunk.rows, (row) => row.tagReference);
  const onExisting = chunk.onExisting ?? defaultOnExisting;
  return chunk.rows.map((row, index): TagPlan => {
    const tag = own.get(row.tagReference);
    const plan = {
      row: index,
      name: row.name,
      tagReference: row.tagReference,
      enabled: given[index] ? (row.enabled ?? true) : null,
      existing: tag !== undefined || elsewhere.has(row.tagReference),
      id: null,
      changes: false,
    };
    if (repeated.has(index)) {
      return {
        ...plan,
        outcome: 'failed',
        errors: { tagReference: ['An earlier row of this import has the same serial number.'] },
      };
    }
    if (tag) {
      const isUpdate = onExisting === 'update';
      const changes = isUpdate && (tag.name !== row.name || (plan.enabled ?? tag.enabled) !== tag.enabled);
      return { ...plan, outcome: isUpdate ? 'updated' : 'skipped', id: String(tag.tagID), changes };
    }
    if (elsewhere.has(row.tagReference)) {
      return {
        ...plan,
        outcome: 'failed',
        errors: { tagReference: ['This serial number is registered to another store.'] },
      };
    }
    return { ...plan, outcome: 'created' };
  });
}

function rowResult({ row, outcome, existing, id, errors }: TagPlan): ImportRowResult {
  return { row, outcome, existing, id, ...(errors ? { errors } : {}) };
}

/**
 * Imports a chunk of NFC tags into the store `chunk.storeID` (a 400 naming `body.storeID` when there
 * is none) as `actor`, an administrator: in a dry run the plan alone; otherwise the plan carried out
 * in one transaction, with its history. `given[row]` says whether the row gave `enabled`.
 */
export async function importTags(
  database: Database,
  actor: Actor,
  chunk: TagImport,
  given: readonly boolean[],
): Promise<ImportAnswer> {
  const storeId = chunk.storeID;
  if (chunk.dryRun) {
    await importStoreBusiness(database, storeId);
    return importAnswer(true, (await planTags(database, storeId, chunk, given)).map(rowResult));
  }
  const plans = await database.transaction(async (transaction) => {
    await waitForOtherImports(transaction);
    const businessId = await importStoreBusiness(transaction, storeId);
    const planned = await planTags(transaction, storeId, chunk, given);
    const changed = planned.filter((plan) => plan.changes);
    const created = planned.filter((plan) => plan.outcome === 'created');
    const changedIds = changed.map((plan) => Number(plan.id));
    const before = new Map(
      (await loadTags(transaction, 't.tag_id = ANY($1::int[])', [changedIds])).map((tag) => [tag.tagID, tag]),
    );
    if (changed.length > 0) {
      await transaction.query(
        `UPDATE nfc_tags t SET name = v.name, enabled = coalesce(v.enabled, t.enabled)
           FROM unnest($1::int[], $2::text[], $3::boolean[]) AS v(tag_id, name, enabled)
          WHERE t.tag_id = v.tag_id`,
        [changedIds, changed.map((plan) => plan.name), changed.map((plan) => plan.enabled)],
      );
    }
    if (created.length > 0) {
      // In the rows' order, so the new tags' ids follow the file.
      const inserted = await transaction.query<{ tagID: number; tagReference: string }>(
        `INSERT INTO nfc_tags (store_id, name, tag_reference, enabled)
         SELECT $1, v.name, v.tag_reference, coalesce(v.enabled, true)
           FROM unnest($2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS v(name, tag_reference, enabled, position)
          ORDER BY v.position
         RETURNING tag_id::int AS "tagID", tag_reference AS "tagReference"`,
        [
          storeId,
          created.map((plan) => plan.name),
          created.map((plan) => plan.tagReference),
          created.map((plan) => plan.enabled),
        ],
      );
      const idByReference = new Map(inserted.map((tag) => [tag.tagReference, tag.tagID]));
      for (const plan of created) plan.id = String(idByReference.get(plan.tagReference));
    }

    // Each tag created or changed, in the rows' order.
    const written = planned.flatMap((plan) => (plan.outcome === 'created' || plan.changes ? [Number(plan.id)] : []));
    const byId = new Map(
      (await loadTags(transaction, 't.tag_id = ANY($1::int[])', [written])).map((tag) => [tag.tagID, tag]),
    );
    const after = written.flatMap((id) => byId.get(id) ?? []);
    const place = (tag: NfcTag) => ({ entity: { type: 'tag', id: tag.tagID, name: tag.name }, businessId, storeId });
    const details = { import: { storeID: storeId } };
    const records = after.map((tag): HistoryRecord => {
      const was = before.get(tag.tagID);
      if (!was) return { action: 'tag.create', ...place(tag), after: tag, details };
      return { action: tagAction(was, tag), ...place(tag), before: was, after: tag, details };
    });
    await recordHistoryEntries(transaction, actor, records);
    return planned;
  });
  return importAnswer(false, plans.map(rowResult));
}
