import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import { badRequest, type ListQuery } from './http.ts';

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

/** Sets the x-pagination header of a list answer. */
export function setPagination(context: Context, totalCount: number, { page, pageSize }: Paging): void {
  context.header(
    'x-pagination',
    JSON.stringify({ totalCount, pageSize, currentPage: page, totalPages: Math.ceil(totalCount / pageSize) }),
  );
}

/**
 * The ORDER BY clause for an `OrderBy` value (a leading minus means descending), from the
 * sorts a list allows; an unknown sort is a 400 listing the allowed ones.
 */
export function orderClause(
  orderBy: string | number | undefined,
  allowed: Record<string, string>,
  fallback: string,
  tieBreaker: string,
): string {
  if (orderBy === undefined || orderBy === '') return `${fallback}, ${tieBreaker}`;
  const text = String(orderBy);
  const descending = text.startsWith('-');
  const expression = allowed[text.replace(/^-/, '')];
  if (!expression) {
    throw badRequest({ 'query.OrderBy': [`Unknown sort "${text}". Use one of: ${Object.keys(allowed).join(', ')}.`] });
  }
  return `${expression} ${descending ? 'DESC' : 'ASC'} NULLS LAST, ${tieBreaker}`;
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

  /** The placeholder of a further parameter (for LIMIT and OFFSET). */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** `%term%` for ILIKE, with wildcards in the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * One page of a list: counts the rows matching `conditions`, then selects the ids of the
 * page in `order`, and sets the x-pagination header. `id` is the id expression (cast to a
 * plain type), `from` the FROM clause with its joins.
 */
export async function pageOfIds<Id extends number | string>(
  context: Context,
  database: Database,
  query: { id: string; from: string; conditions: Conditions; order: string; page: Paging },
): Promise<Id[]> {
  const { id, from, conditions, order, page } = query;
  const [count] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${conditions.where}`,
    conditions.params,
  );
  const limit = conditions.next(page.pageSize);
  const offset = conditions.next(page.offset);
  const rows = await database.query<{ id: Id }>(
    `SELECT ${id} AS id FROM ${from} WHERE ${conditions.where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    conditions.params,
  );
  setPagination(context, count?.total ?? 0, page);
  return rows.map((row) => row.id);
}
