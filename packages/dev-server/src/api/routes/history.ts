/**
 * History: the changes the API carried out, newest first. Administrators read everything
 * (GET /api/History); a business's history (GET /api/Business/{id}/History) is for whoever may
 * see the business, and holds only its own entries: never another business's, nor accounts'.
 * Each list is exported as CSV (…/Export) by whoever may read it, with the same filters and no
 * paging; an export is a read of history, so it records no entry itself.
 */
import {
  zExportBusinessHistoryQuery,
  zExportHistoryQuery,
  zGetBusinessHistoryQuery,
  zGetHistoryQuery,
} from '@stampcard/api-client/schemas';
import { assertBusiness, requireAdministrator } from '../access.ts';
import type { ApiApp, ApiContext } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { historyCsv } from '../historyCsv.ts';
import { checkedQuery, pathId, type ListQuery } from '../http.ts';
import type { JsonEntity } from '../json.ts';
import { csvAttachment } from '../listCsv.ts';
import { Conditions, jsonPage, paging } from '../lists.ts';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A history entry: the contract's HistoryEntry. */
const historyEntity: JsonEntity = {
  table: 'history h',
  id: 'h.history_id',
  joins: '',
  object: `json_build_object(
  'historyID', h.history_id, 'occurredAt', ${utc('h.occurred_at')},
  'actor', json_build_object('userID', h.actor_user_id, 'name', h.actor_name, 'role', h.actor_role),
  'businessID', h.business_id, 'storeID', h.store_id,
  'entity', json_build_object('type', h.entity_type, 'id', h.entity_id, 'name', h.entity_name),
  'action', h.action, 'changes', h.changes, 'details', h.details)`,
};

/** The filters a history list takes (FilterType, then its Filter values). */
const filterColumns: Record<string, string> = {
  entityType: 'h.entity_type',
  entityId: 'h.entity_id',
  actor: 'h.actor_user_id',
  action: 'h.action',
};

/**
 * The conditions of a history query: its filters (a filter it does not know is ignored, as on every
 * list) and its time range (read as UTC).
 */
function historyConditions(query: ListQuery, conditions: Conditions): Conditions {
  for (const [key, values] of query.filters) {
    const column = filterColumns[key];
    if (column !== undefined && values.length > 0) conditions.add(`${column} = ANY($?::text[])`, values);
  }
  const { from, to } = query.values;
  if (typeof from === 'string') conditions.add(`h.occurred_at >= $?::timestamptz`, `${from}Z`);
  if (typeof to === 'string') conditions.add(`h.occurred_at <= $?::timestamptz`, `${to}Z`);
  return conditions;
}

export function registerHistoryRoutes(app: ApiApp, { database, lists, csvLimits }: ApiDependencies): void {
  /** One page of the entries matching `conditions`, newest first. */
  const answer = (context: ApiContext, query: ListQuery, conditions: Conditions) =>
    lists.answer(context, database, () =>
      jsonPage(context, database, {
        entity: historyEntity,
        conditions: historyConditions(query, conditions),
        order: 'h.history_id DESC',
        page: paging(query, 20),
      }),
    );

  /** The entries matching `conditions` as a CSV file to download as `fileName`. */
  const exportCsv = async (context: ApiContext, query: ListQuery, conditions: Conditions, fileName: string) =>
    csvAttachment(context, await historyCsv(database, historyConditions(query, conditions), csvLimits), fileName);

  app.get('/api/History', (context) => {
    requireAdministrator(context.get('actor'));
    return answer(context, checkedQuery(context, zGetHistoryQuery), new Conditions());
  });

  app.get('/api/Business/:id/History', async (context) => {
    const businessId = pathId(context, 'id');
    await assertBusiness(database, context.get('actor'), businessId);
    const query = checkedQuery(context, zGetBusinessHistoryQuery);
    const conditions = new Conditions();
    conditions.add('h.business_id = $?', businessId);
    return answer(context, query, conditions);
  });

  app.get('/api/History/Export', (context) => {
    requireAdministrator(context.get('actor'));
    return exportCsv(context, checkedQuery(context, zExportHistoryQuery), new Conditions(), 'history.csv');
  });

  app.get('/api/Business/:id/History/Export', async (context) => {
    const businessId = pathId(context, 'id');
    await assertBusiness(database, context.get('actor'), businessId);
    const query = checkedQuery(context, zExportBusinessHistoryQuery);
    const conditions = new Conditions();
    conditions.add('h.business_id = $?', businessId);
    return exportCsv(context, query, conditions, `business-${businessId}-history.csv`);
  });
}
