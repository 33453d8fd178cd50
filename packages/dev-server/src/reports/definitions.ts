/**
 * The reports: each reads the database for its parameters and the actor's
 * businesses. Between them they use every parameter type (0 Boolean ... 5 MultiChoice).
 */
import type { Report, ReportParameter } from '@stampcard/api-client';
import type { Database } from '../db/database.ts';
import { HttpError } from '../httpError.ts';
import type { ReportColumn, ReportTable } from './render.ts';

export const reportPageSize = 20;

/** Parameter values as sent: every value wrapped in a list. */
export type ReportValues = Readonly<Record<string, readonly string[]>>;

interface Query {
  /** SQL selecting the rows; `$1` is the business scope (int[] or null for all). */
  sql: string;
  params: unknown[];
}

export interface ReportDefinition extends Report {
  /** Whether merchants see it (GET /api/Reporting/Merchant). */
  merchant: boolean;
  columns: ReportColumn[];
  parameters: (database: Database, scope: number[] | undefined) => Promise<ReportParameter[]>;
  /** Builds the query; parameter placeholders continue after `$1` (the scope). */
  query: (values: ReportValues) => Query;
}

/**
 * Reads `DD/MM/YYYY[ hh:mm:ss AM]` (the app's format) or `YYYY-MM-DD` as `YYYY-MM-DD`; undefined
 * when absent, or when not a real date in the years 1000 to 9999 (the years the contract's dates
 * take: the database has no year 0).
 */
export function parseReportDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const british = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  const [year, month, day] = british ? [british[3], british[2], british[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day || Number(year) < 1000) return undefined;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) ? undefined : `${year}-${month}-${day}`;
}

/** What a date parameter holding something else is told. */
export const reportDateMessage =
  'Must be a real date, DD/MM/YYYY (a time after it is ignored) or YYYY-MM-DD, in the years 1000 to 9999.';

/**
 * A date parameter's value as `YYYY-MM-DD`, or null when it is absent or blank; any other value is
 * a 400 naming the parameter (`body.parameters.From`), never a date the report silently leaves out.
 */
function reportDate(values: ReportValues, key: string): string | null {
  const value = first(values, key);
  if (value === undefined) return null;
  const date = parseReportDate(value);
  if (date === undefined) throw new HttpError(400, { [`body.parameters.${key}`]: [reportDateMessage] });
  return date;
}

/** The longest value a number parameter takes: no count needs more, and the app's filter says so. */
export const reportNumberMaxLength = 20;

/** What a number parameter holding something else is told. */
export const reportNumberMessage = `Must be a number (digits, an optional sign and decimal point) of at most ${reportNumberMaxLength} characters.`;

/**
 * A number parameter's value, or null when it is absent or blank; anything else (a word, a number
 * longer than the filter takes) is a 400 naming the parameter, never silently read as 0.
 */
function reportNumber(values: ReportValues, key: string): string | null {
  const value = first(values, key);
  if (value === undefined) return null;
  if (value.length > reportNumberMaxLength || !/^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/.test(value)) {
    throw new HttpError(400, { [`body.parameters.${key}`]: [reportNumberMessage] });
  }
  // Compared as SQL numeric: any 20 characters of digits fit, where an integer would overflow.
  return value;
}

/** The first value of a parameter, trimmed; undefined when absent or blank. */
function first(values: ReportValues, key: string): string | undefined {
  const value = values[key]?.[0]?.trim();
  return value === '' ? undefined : value;
}

async function storeOptions(database: Database, scope: number[] | undefined) {
  const rows = await database.query<{ label: string; value: string }>(
    `SELECT coalesce(name, 'Unnamed store') AS label, store_id::text AS value FROM stores
      WHERE $1::int[] IS NULL OR business_id = ANY($1::int[]) ORDER BY lower(name), store_id`,
    [scope ?? null],
  );
  return rows;
}

async function categoryOptions(database: Database) {
  return database.query<{ label: string; value: string }>(
    'SELECT name AS label, category_id::text AS value FROM categories ORDER BY name',
  );
}

export const reports: readonly ReportDefinition[] = [
  {
    name: 'Stamps by store',
    description: 'Stamps collected and rewards issued and redeemed per store over a period.',
    path: '/Reports/StampsByStore',
    merchant: true,
    columns: [
      { key: 'business', label: 'Business' },
      { key: 'store', label: 'Store' },
      { key: 'city', label: 'City' },
      { key: 'stamps', label: 'Stamps', align: 'right' },
      { key: 'issued', label: 'Rewards issued', align: 'right' },
      { key: 'redeemed', label: 'Rewards redeemed', align: 'right' },
    ],
    parameters: async (database) => [
      { key: 'From', name: 'From', type: 1, value: null, defaultValue: null },
      { key: 'To', name: 'To', type: 1, value: null, defaultValue: null },
      {
        key: 'Categories',
        name: 'Categories',
        type: 5,
        value: await categoryOptions(database),
        defaultValue: (await categoryOptions(database)).map((option) => option.value),
      },
      { key: 'IncludeTestStores', name: 'Include stores in test mode', type: 0, value: null, defaultValue: ['false'] },
    ],
    query: (values) => {
      const from = reportDate(values, 'From');
      const to = reportDate(values, 'To');
      const categories = values.Categories?.filter(Boolean) ?? [];
      return {
        sql: `SELECT coalesce(b.name, 'Unnamed business') AS business, coalesce(st.name, 'Unnamed store') AS store, st.city_town AS city,
                     (SELECT count(*) FROM stamp_events e WHERE e.store_id = st.store_id
                        AND ($2::date IS NULL OR e.occurred_at >= $2::date) AND ($3::date IS NULL OR e.occurred_at < $3::date + 1))::int AS stamps,
                     (SELECT count(*) FROM reward_events r WHERE r.store_id = st.store_id AND NOT r.redeemed
                        AND ($2::date IS NULL OR r.occurred_at >= $2::date) AND ($3::date IS NULL OR r.occurred_at < $3::date + 1))::int AS issued,
                     (SELECT count(*) FROM reward_events r WHERE r.store_id = st.store_id AND r.redeemed
                        AND ($2::date IS NULL OR r.occurred_at >= $2::date) AND ($3::date IS NULL OR r.occurred_at < $3::date + 1))::int AS redeemed
                FROM stores st JOIN businesses b USING (business_id)
               WHERE ($1::int[] IS NULL OR st.business_id = ANY($1::int[]))
                 AND ($4::boolean OR st.enabled)
                 AND (cardinality($5::text[]) = 0 OR EXISTS (SELECT 1 FROM store_categories sc WHERE sc.store_id = st.store_id
                                                              AND sc.category_id::text = ANY($5::text[])))
               ORDER BY stamps DESC, lower(b.name), lower(st.name)`,
        params: [from, to, first(values, 'IncludeTestStores') === 'true', categories],
      };
    },
  },
  {
    name: 'Customers by store',
    description: 'The customers of a store with their stamps, newest first.',
    path: '/Reports/CustomersByStore',
    merchant: true,
    columns: [
      { key: 'customer', label: 'Customer' },
      { key: 'email', label: 'E-mail' },
      { key: 'store', label: 'Store' },
      { key: 'joined', label: 'Joined' },
      { key: 'stamps', label: 'Stamps', align: 'right' },
    ],
    parameters: async (database, scope) => [
      { key: 'Store', name: 'Store', type: 4, value: await storeOptions(database, scope), defaultValue: null },
      { key: 'MinimumStamps', name: 'Minimum stamps', type: 2, value: null, defaultValue: ['0'] },
      { key: 'Name', name: 'Name contains', type: 3, value: null, defaultValue: null },
    ],
    query: (values) => {
      const minimum = reportNumber(values, 'MinimumStamps') ?? '0';
      return {
        sql: `SELECT * FROM (
                SELECT coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, '')), ''), 'Unnamed user') AS customer,
                       u.email, coalesce(st.name, 'Unnamed store') AS store, to_char(sc.joined_at, 'YYYY-MM-DD') AS joined,
                       (SELECT count(*) FROM stamp_events e WHERE e.store_id = sc.store_id AND e.user_id = sc.user_id)::int AS stamps,
                       sc.joined_at
                  FROM store_customers sc JOIN users u USING (user_id) JOIN stores st USING (store_id)
                 WHERE ($1::int[] IS NULL OR st.business_id = ANY($1::int[]))
                   AND ($2::text IS NULL OR sc.store_id::text = $2)
                   AND ($3::text IS NULL OR (coalesce(u.first_name, '') || ' ' || coalesce(u.surname, '')) ILIKE '%' || $3 || '%')
              ) rows WHERE stamps >= $4::numeric ORDER BY joined_at DESC, customer`,
        params: [first(values, 'Store') ?? null, first(values, 'Name') ?? null, minimum],
      };
    },
  },
  {
    name: 'Card performance',
    description: 'Stamps and rewards per loyalty card since a date.',
    path: '/Reports/CardPerformance',
    merchant: true,
    columns: [
      { key: 'card', label: 'Card' },
      { key: 'business', label: 'Business' },
      { key: 'stamps', label: 'Stamps', align: 'right' },
      { key: 'rewards', label: 'Rewards issued', align: 'right' },
    ],
    parameters: () =>
      Promise.resolve([
        { key: 'Since', name: 'Since', type: 1, value: null, defaultValue: null },
        { key: 'ActiveOnly', name: 'Active cards only', type: 0, value: null, defaultValue: ['true'] },
      ]),
    query: (values) => ({
      sql: `SELECT coalesce(c.name, 'Card') AS card, coalesce(b.name, 'Unnamed business') AS business,
                   (SELECT count(*) FROM stamp_events e WHERE e.loyalty_card_id = c.loyalty_card_id
                      AND ($2::date IS NULL OR e.occurred_at >= $2::date))::int AS stamps,
                   (SELECT count(*) FROM reward_events r WHERE r.loyalty_card_id = c.loyalty_card_id AND NOT r.redeemed
                      AND ($2::date IS NULL OR r.occurred_at >= $2::date))::int AS rewards
              FROM cards c LEFT JOIN businesses b ON b.business_id = c.business_id
             WHERE ($1::int[] IS NULL OR c.business_id = ANY($1::int[])) AND (NOT $3::boolean OR c.active)
             ORDER BY stamps DESC, card`,
      params: [reportDate(values, 'Since'), first(values, 'ActiveOnly') !== 'false'],
    }),
  },
  {
    name: 'Businesses overview',
    description: 'Every business with its stores, staff and customers. For administrators.',
    path: '/Reports/BusinessesOverview',
    merchant: false,
    columns: [
      { key: 'business', label: 'Business' },
      { key: 'type', label: 'Type' },
      { key: 'stores', label: 'Stores', align: 'right' },
      { key: 'staff', label: 'Staff', align: 'right' },
      { key: 'customers', label: 'Customers', align: 'right' },
      { key: 'created', label: 'Created' },
    ],
    parameters: () =>
      Promise.resolve([
        { key: 'Name', name: 'Name contains', type: 3, value: null, defaultValue: null },
        { key: 'LockedOnly', name: 'Locked businesses only', type: 0, value: null, defaultValue: ['false'] },
      ]),
    query: (values) => ({
      sql: `SELECT coalesce(b.name, 'Unnamed business') AS business, CASE WHEN b.is_single_store THEN 'Single-store' ELSE 'Multi-store' END AS type,
                   (SELECT count(*) FROM stores s WHERE s.business_id = b.business_id)::int AS stores,
                   (SELECT count(*) FROM staff f WHERE f.business_id = b.business_id)::int AS staff,
                   (SELECT count(DISTINCT sc.user_id) FROM store_customers sc JOIN stores s USING (store_id) WHERE s.business_id = b.business_id)::int AS customers,
                   to_char(b.date_created, 'YYYY-MM-DD') AS created
              FROM businesses b
             WHERE ($1::int[] IS NULL OR b.business_id = ANY($1::int[]))
               AND ($2::text IS NULL OR b.name ILIKE '%' || $2 || '%') AND (NOT $3::boolean OR b.is_locked)
             ORDER BY lower(b.name), b.business_id`,
      params: [first(values, 'Name') ?? null, first(values, 'LockedOnly') === 'true'],
    }),
  },
];

/** Runs a report: one page (or every row for an export) as a table. */
export async function runReport(
  database: Database,
  report: ReportDefinition,
  scope: number[] | undefined,
  values: ReportValues,
  page: number | 'all',
): Promise<{ table: ReportTable; totalPages: number }> {
  const { sql, params } = report.query(values);
  const [count] = await database.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${sql}) report`, [
    scope ?? null,
    ...params,
  ]);
  const total = count?.total ?? 0;
  const limit = page === 'all' ? '' : ` LIMIT ${reportPageSize} OFFSET ${(page - 1) * reportPageSize}`;
  const rows = await database.query<Record<string, string | number | null>>(`${sql}${limit}`, [
    scope ?? null,
    ...params,
  ]);
  return {
    table: {
      title: report.name ?? report.path,
      columns: report.columns,
      rows: rows.map((row) =>
        Object.fromEntries(report.columns.map((column) => [column.key, row[column.key] ?? null])),
      ),
    },
    totalPages: Math.max(1, Math.ceil(total / reportPageSize)),
  };
}
