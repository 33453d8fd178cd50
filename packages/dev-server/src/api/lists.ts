import type { Context } from 'hono';
import type { ApiContext } from './context.ts';
import type { Database } from '../db/database.ts';
import { cacheOf, VersionedCache } from './versionedCache.ts';
import { badRequest, type ListQuery } from './http.ts';
import { jsonList, type JsonEntity } from './json.ts';

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** `page` (from 1) and `pageCount` (page size, 1 to 100) of a list query. */
export function paging(query: ListQuery, defaultSize = 20): Paging {
  const page = query.values.page ?? 1;
  const pageSize = query.values.pageCount ?? defaultSize;
  const errors: Record<string, string[]> = {};
  if (typeof page !== 'number' || page < 1) errors['query.page'] = ['Must be a whole number of 1 or more.'];
  if (typeof pageSize !== 'number' || pageSize < 1 || pageSize > 100) {
    errors['query.pageCount'] = ['Must be a whole number from 1 to 100.'];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { page: page as number, pageSize: pageSize as number, offset: ((page as number) - 1) * (pageSize as number) };
}

/** Sets the x-pagination header of a list answer (and keeps it for the list cache). */
export function setPagination(context: Context, totalCount: number, { page, pageSize }: Paging): void {
  const value = JSON.stringify({
    totalCount,
    pageSize,
    currentPage: page,
    totalPages: Math.ceil(totalCount / pageSize),
  });
  context.header('x-pagination', value);
  context.set('pagination', value);
}

/** One expression of a list's order and its direction. */
export interface OrderKey {
  expression: string;
  descending: boolean;
}

/**
 * A list's order: the ORDER BY clause, and its keys one by one (the sort's expressions, then the
 * tie-breaker), which an export walks in chunks (listCsv.ts: each chunk starts after the last row
 * of the one before, by these keys).
 */
export interface ListOrder {
  sql: string;
  keys: readonly OrderKey[];
}

/**
 * The order for an `OrderBy` value (a leading minus means descending), from the sorts a list
 * allows; an unknown sort is a 400 listing the allowed ones. The expressions are never null and
 * match an index ending in the tie-breaker (migration 003), which follows the sort's direction, so
 * every sort of a page walks an index instead of sorting the table. A sort of several expressions
 * turns only its last one: the earlier ones keep ascending order (the users' business sort puts
 * people without a business last either way).
 */
export function listOrder(
  orderBy: string | number | undefined,
  allowed: Record<string, string | readonly string[]>,
  fallback: string | readonly string[],
  tieBreaker: string,
): ListOrder {
  let expressions = fallback;
  let descending = false;
  if (orderBy !== undefined && orderBy !== '') {
    const text = String(orderBy);
    descending = text.startsWith('-');
    const chosen = allowed[text.replace(/^-/, '')];
    if (!chosen) {
      throw badRequest({
        'query.OrderBy': [`Unknown sort "${text}". Use one of: ${Object.keys(allowed).join(', ')}.`],
      });
    }
    expressions = chosen;
  }
  const parts = typeof expressions === 'string' ? [expressions] : expressions;
  const keys: OrderKey[] = [
    ...parts.map((expression, index) => ({ expression, descending: descending && index === parts.length - 1 })),
    { expression: tieBreaker, descending },
  ];
  return { sql: keys.map((key) => `${key.expression} ${key.descending ? 'DESC' : 'ASC'}`).join(', '), keys };
}

/**
 * Adds to `conditions` "comes after the row whose keys are `values`" in the order of `keys`: the
 * keyset that starts an export's next chunk where the last one ended, however many rows are
 * written meanwhile. When every key runs one way and no value is null, it is one row comparison
 * (`(name, id) > ($1, $2)`), which the order's index answers as a range; otherwise (the users'
 * business sort, whose first key runs ascending whatever the direction, with nulls in its second)
 * each key in turn decides, nulls sorting as PostgreSQL sorts them (last ascending, first
 * descending). The values are the keys as text (`::text`): each parameter takes its expression's
 * type, so a timestamp keeps its microseconds.
 */
export function addKeysetCondition(
  conditions: Conditions,
  keys: readonly OrderKey[],
  values: readonly (string | null)[],
): void {
  const [first] = keys;
  if (!first || keys.length !== values.length) throw new Error('A keyset needs one value per key.');
  const isRowComparison =
    keys.every((key) => key.descending === first.descending) && values.every((value) => value !== null);
  if (isRowComparison) {
    const placeholders = keys.map(() => '$?').join(', ');
    const expressions = keys.map((key) => key.expression).join(', ');
    conditions.add(`(${expressions}) ${first.descending ? '<' : '>'} (${placeholders})`, ...values);
    return;
  }
  // From the last key back: "after on this key, or equal on it and after on the rest".
  let sql = 'false';
  const parameters: (string | null)[] = [];
  for (const [index, key] of [...keys.entries()].reverse()) {
    const value = values[index] ?? null;
    const { expression } = key;
    const after =
      value === null
        ? key.descending
          ? `${expression} IS NOT NULL`
          : 'false'
        : key.descending
          ? `${expression} < $?`
          : `(${expression} > $? OR ${expression} IS NULL)`;
    const equal = value === null ? `${expression} IS NULL` : `${expression} = $?`;
    // The value, once for each placeholder `after` and `equal` hold (none for a null).
    const used = value === null ? [] : [value];
    if (index === keys.length - 1) {
      sql = after;
      parameters.unshift(...used);
    } else {
      sql = `(${after} OR (${equal} AND ${sql}))`;
      parameters.unshift(...used, ...used);
    }
  }
  conditions.add(sql, ...parameters);
}

/** Collects SQL conditions and their parameters. */
export class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a condition; `$?` in it is replaced by the next parameter's placeholder. */
  add(sql: string, ...values: unknown[]): this {
    let text = sql;
    for (const value of values) {
      this.params.push(value);
      text = text.replace('$?', `$${this.params.length}`);
    }
    this.parts.push(text);
    return this;
  }

  get where(): string {
    return this.parts.length > 0 ? this.parts.join(' AND ') : 'true';
  }

  /** A copy, to add to without changing this one (an export's chunks, each after the last). */
  copy(): Conditions {
    const copy = new Conditions();
    copy.parts.push(...this.parts);
    copy.params.push(...this.params);
    return copy;
  }

  /** The placeholder of a further parameter (for LIMIT and OFFSET). */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** `%term%` for ILIKE, with wildcards in the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Counts of lists, reused while the data has not changed (`VersionedCache`); a thousand searches' worth. */
const counts = new WeakMap<object, VersionedCache<number>>();

/**
 * How many rows a list's conditions match: counted once per version of the data, so paging and
 * repeating a search do not count the whole table again (200,000 users take 25 ms to count).
 */
async function countOf(database: Database, from: string, conditions: Conditions): Promise<number> {
  const sql = `SELECT count(*)::int AS total FROM ${from} WHERE ${conditions.where}`;
  const version = (await database.versions())?.data;
  return cacheOf(counts, database, 1_000).get(version, `${sql}\u0000${JSON.stringify(conditions.params)}`, async () => {
    const [row] = await database.query<{ total: number }>(sql, conditions.params);
    return row?.total ?? 0;
  });
}

/** The placeholders of a page's LIMIT and OFFSET, added to the conditions' parameters. */
function limitOf(conditions: Conditions, page: Paging): { count: string; offset: string } {
  return { count: conditions.next(page.pageSize), offset: conditions.next(page.offset) };
}

/**
 * One page of a list as the JSON array the API answers: counts the rows matching `conditions`
 * (`countOf`), sets the x-pagination header, and has the database build the page's entities
 * (`entity`, from json.ts) in `order` as one text.
 */
export async function jsonPage(
  context: Context,
  database: Database,
  query: { entity: JsonEntity; conditions: Conditions; order: string; page: Paging },
): Promise<string> {
  const { entity, conditions, order, page } = query;
  const total = await countOf(database, entity.table, conditions);
  setPagination(context, total, page);
  if (page.offset >= total) return '[]';
  const limit = limitOf(conditions, page);
  return jsonList(database, { entity, where: conditions.where, order, params: conditions.params, limit });
}

/** One page of a list, as ids (`id`: the id expression, cast to a plain type), for loaders that take ids. */
export async function pageOfIds<Id extends number | string>(
  context: Context,
  database: Database,
  query: { id: string; from: string; conditions: Conditions; order: string; page: Paging },
): Promise<Id[]> {
  const { id, from, conditions, order, page } = query;
  const total = await countOf(database, from, conditions);
  setPagination(context, total, page);
  if (page.offset >= total) return [];
  const { count, offset } = limitOf(conditions, page);
  const rows = await database.query<{ id: Id }>(
    `SELECT ${id} AS id FROM ${from} WHERE ${conditions.where} ORDER BY ${order} LIMIT ${count} OFFSET ${offset}`,
    conditions.params,
  );
  return rows.map((row) => row.id);
}

/** Sends a JSON text as it is (a list the database built), or its UTF-8 bytes. */
export function sendJson(context: Context, text: string | Uint8Array<ArrayBuffer>, status: 200 | 201 = 200): Response {
  return context.body(text, status, { 'Content-Type': 'application/json' });
}

const utf8 = new TextEncoder();

/**
 * The answers of list operations, kept while the data has not changed (`VersionedCache`): a list
 * asked for again — a page reloaded, a search repeated, many clients on the same page — is sent
 * from memory, and a write through any process serving the database empties it. Entries are per
 * caller (who they are and their roles) and per URL, so nobody is sent a list built for someone
 * else; never more than 500 lists. A request with `Cache-Control: no-cache` is answered fresh (the
 * benchmark measures the database path so); `enabled: false` (LIST_CACHE=off) turns the cache off.
 */
export class ListCache {
  readonly #enabled: boolean;
  /** Kept as UTF-8 bytes: each answer sent again is written as it is, not encoded again. */
  readonly #answers = new VersionedCache<{ body: Uint8Array<ArrayBuffer>; pagination: string | undefined }>(500);

  constructor({ enabled = true }: { enabled?: boolean } = {}) {
    this.#enabled = enabled;
  }

  /** Answers with the list `build` makes (JSON text, x-pagination set), or the one kept for this caller and URL. */
  async answer(context: ApiContext, database: Database, build: () => Promise<string>): Promise<Response> {
    if (!this.#enabled) return sendJson(context, await build());
    const actor = context.get('actor');
    const key = `${actor.userId}\u0000${actor.roles.join(',')}\u0000${context.req.url}`;
    const fresh = /\bno-cache\b/i.test(context.req.header('Cache-Control') ?? '');
    const version = (await database.versions())?.data;
    const answer = await this.#answers.get(
      version,
      key,
      async () => ({ body: utf8.encode(await build()), pagination: context.get('pagination') }),
      { fresh },
    );
    if (answer.pagination !== undefined) context.header('x-pagination', answer.pagination);
    return sendJson(context, answer.body);
  }
}
