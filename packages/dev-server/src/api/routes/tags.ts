/** NFC tags of stores. Merchants read them; administrators manage them. */
import {
  zCreateTagBody,
  zExportTagsQuery,
  zGetTagsQuery,
  zImportTagsBody,
  zUpdateTagBody,
} from '@stampcard/api-client/schemas';
import { assertStore, businessScope, requireAdministrator } from '../access.ts';
import type { Actor, ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import type { Database } from '../../db/database.ts';
import { loadTags } from '../entities.ts';
import { recordHistory } from '../history.ts';
import {
  badRequest,
  changedSinceReadMessage,
  entityTag,
  HttpError,
  ifMatchVersions,
  notFound,
  pathId,
  readJson,
  readQuery,
  validate,
} from '../http.ts';
import { csvAttachment, datedFileName, listCsv, yesNo } from '../listCsv.ts';
import { Conditions, likePattern } from '../lists.ts';
import { importTags, tagAction } from '../tagImport.ts';

async function tagOrThrow(database: Database, actor: Actor, id: number) {
  const [tag] = await loadTags(database, 'tag_id = $1', [id]);
  if (!tag) throw notFound(`Tag ${id}`);
  await assertStore(database, actor, tag.storeID).catch(() => {
    throw notFound(`Tag ${id}`);
  });
  return tag;
}

type Tag = Awaited<ReturnType<typeof tagOrThrow>>;

/** A tag's place in history: the tag, its store and the store's business. */
async function tagPlace(database: Database, tag: Tag) {
  const [store] = await database.query<{ businessId: number }>(
    'SELECT business_id::int AS "businessId" FROM stores WHERE store_id = $1',
    [tag.storeID],
  );
  return {
    entity: { type: 'tag', id: tag.tagID, name: tag.name },
    businessId: store?.businessId ?? null,
    storeId: tag.storeID,
  };
}

/**
 * The NFC tags a list (or its export) selects for `actor`, over `nfc_tags t`: those of their
 * businesses' stores (a merchant) or all (an administrator), of one store, matching a search by name
 * or serial number.
 */
async function tagConditions(
  database: Database,
  actor: Actor,
  query: { storeID?: number | undefined; SearchTerm?: string | undefined },
): Promise<Conditions> {
  const scope = await businessScope(database, actor);
  const conditions = new Conditions();
  if (scope) conditions.add('t.store_id IN (SELECT store_id FROM stores WHERE business_id = ANY($?::int[]))', scope);
  if (query.storeID !== undefined) conditions.add('t.store_id = $?', query.storeID);
  const term = query.SearchTerm?.trim();
  if (term) conditions.add('(t.name ILIKE $? OR t.tag_reference ILIKE $?)', likePattern(term), likePattern(term));
  return conditions;
}

/** A tag as the tags' export reads it. */
interface TagCsvRow {
  tagID: number;
  storeID: number;
  store: string | null;
  name: string;
  tagReference: string | null;
  enabled: boolean;
}

export function registerTagRoutes(app: ApiApp, { database, now, csvLimits }: ApiDependencies): void {
  app.get('/api/Tags', async (context) => {
    const query = validate(zGetTagsQuery, readQuery(context).values, 'query');
    const conditions = await tagConditions(database, context.get('actor'), query);
    return context.json(await loadTags(database, conditions.where, conditions.params));
  });

  // Before /api/Tags/:id, which would take "Export" for an id. In tagID order, as the list.
  app.get('/api/Tags/Export', async (context) => {
    const query = validate(zExportTagsQuery, readQuery(context).values, 'query');
    const conditions = await tagConditions(database, context.get('actor'), query);
    const file = await listCsv<TagCsvRow>(
      database,
      {
        columns: ['Tag ID', 'Store ID', 'Store', 'Name', 'Serial number', 'Enabled'],
        from: 'nfc_tags t',
        select: `t.tag_id AS "tagID", t.store_id AS "storeID",
          (SELECT st.name FROM stores st WHERE st.store_id = t.store_id) AS store, t.name,
          t.tag_reference AS "tagReference", t.enabled`,
        conditions,
        order: { sql: 't.tag_id ASC', keys: [{ expression: 't.tag_id', descending: false }] },
        cells: (row) => [row.tagID, row.storeID, row.store, row.name, row.tagReference, yesNo(row.enabled)],
      },
      csvLimits,
    );
    return csvAttachment(context, file, datedFileName('tags', now()));
  });

  // NFC tags from a supplier's file into a store, a chunk of at most 500 rows a request (tagImport.ts).
  app.post('/api/Tags/Import', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const body = await readJson(context);
    const chunk = validate(zImportTagsBody, body, 'body');
    // Whether each row gave `enabled`: the schema's default fills it in, but an update keeps the tag's
    // when the row leaves it out.
    const rows = (body as { rows: readonly object[] }).rows;
    const given = rows.map((row) => (row as { enabled?: unknown }).enabled !== undefined);
    return context.json(await importTags(database, actor, chunk, given));
  });

  app.get('/api/Tags/:id', async (context) => {
    const tag = await tagOrThrow(database, context.get('actor'), pathId(context, 'id'));
    context.header('ETag', entityTag(tag.version));
    return context.json(tag);
  });

  app.post('/api/Tags', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const tag = validate(zCreateTagBody, await readJson(context), 'body');
    await assertStore(database, actor, tag.storeID).catch(() => {
      throw badRequest({ 'body.storeID': [`Store ${tag.storeID} does not exist.`] });
    });
    const created = await database.transaction(async (transaction) => {
      const [row] = await transaction.query<{ id: number }>(
        'INSERT INTO nfc_tags (store_id, name, tag_reference, enabled) VALUES ($1, $2, $3, $4) RETURNING tag_id::int AS id',
        [tag.storeID, tag.name, tag.tagReference, tag.enabled],
      );
      const after = await tagOrThrow(transaction, actor, (row as { id: number }).id);
      await recordHistory(transaction, actor, { action: 'tag.create', ...(await tagPlace(transaction, after)), after });
      return after;
    });
    context.header('ETag', entityTag(created.version));
    return context.json(created, 201);
  });

  app.put('/api/Tags', async (context) => {
    const actor = context.get('actor');
    requireAdministrator(actor);
    const tag = validate(zUpdateTagBody, await readJson(context), 'body');
    await tagOrThrow(database, actor, tag.tagID);
    const versions = ifMatchVersions(context);
    await assertStore(database, actor, tag.storeID).catch(() => {
      throw badRequest({ 'body.storeID': [`Store ${tag.storeID} does not exist.`] });
    });
    const saved = await database.transaction(async (transaction) => {
      const before = await tagOrThrow(transaction, actor, tag.tagID);
      // Only on top of the version the client read: a tag changed since is someone else's change.
      const updated = await transaction.query(
        `UPDATE nfc_tags SET store_id = $2, name = $3, tag_reference = $4, enabled = $5
          WHERE tag_id = $1 AND ($6::int[] IS NULL OR version = ANY($6::int[])) RETURNING 1`,
        [tag.tagID, tag.storeID, tag.name, tag.tagReference ?? null, tag.enabled, versions === 'any' ? null : versions],
      );
      if (updated.length === 0) throw new HttpError(412, [changedSinceReadMessage]);
      const after = await tagOrThrow(transaction, actor, tag.tagID);
      await recordHistory(transaction, actor, {
        action: tagAction(before, after),
        ...(await tagPlace(transaction, after)),
        before,
        after,
      });
      return after;
    });
    context.header('ETag', entityTag(saved.version));
    return context.json(saved);
  });

  app.delete('/api/Tags/:id', async (context) => {
    const actor = context.get('actor');
    const id = pathId(context, 'id');
    await tagOrThrow(database, actor, id);
    requireAdministrator(actor);
    await database.transaction(async (transaction) => {
      const before = await tagOrThrow(transaction, actor, id);
      const place = await tagPlace(transaction, before);
      await transaction.query('DELETE FROM nfc_tags WHERE tag_id = $1', [id]);
      await recordHistory(transaction, actor, { action: 'tag.delete', ...place, before });
    });
    return context.body(null, 204);
  });
}
