import type { Pool } from 'pg';
import type { Lista } from '@registro/contracts';
import { queryRows } from '../database/query-rows';
import type { PageRequest } from './paging';

/**
 * A list as SQL, written once and used twice: a page of it for the screen (with the total before
 * paging) and all of it, streamed, for the Excel download.
 */
export interface ListSql {
  /** the columns, named as the rows of the list */
  select: string;
  /** `FROM … WHERE …` with parameters $1..$n */
  from: string;
  params: readonly unknown[];
  /** ORDER BY without the keywords; end with a unique column so pages never overlap */
  orderBy: string;
  /**
   * the same order backwards (every direction flipped), usually from `sortedBy`: with a cheap
   * total, the list kit reads a page past the middle from the other end
   */
  reverseOrderBy?: string;
}

export type SortDirection = 'ASC' | 'DESC';

/**
 * The order of a list both ways, from its columns and directions (the last one unique):
 * `{ select, from, params, ...sortedBy(['data_ora', 'DESC'], ['id', 'DESC']) }`.
 */
export function sortedBy(...columns: readonly (readonly [column: string, direction: SortDirection])[]): Pick<ListSql, 'orderBy' | 'reverseOrderBy'> {
  const order = (flip: boolean) => columns.map(([column, direction]) => `${column} ${(direction === 'DESC') !== flip ? 'DESC' : 'ASC'}`).join(', ');
  return { orderBy: order(false), reverseOrderBy: order(true) };
}

/** A page of the list as a statement; `reversed`: its rows come in reverse order. */
export interface PageStatement {
  text: string;
  values: unknown[];
  reversed: boolean;
}

/**
 * The statement of one page. Given the total and a `reverseOrderBy`, a page past the middle is
 * read from the other end (OFFSET counts from the nearer end, so the last page of a million rows
 * costs what the first does) and `reversed` says its rows must be turned round.
 */
export function pageStatement(sql: ListSql, page: PageRequest, total?: number): PageStatement {
  const reversed = total !== undefined && sql.reverseOrderBy !== undefined && page.offset > total / 2;
  const limit = reversed ? Math.max(0, Math.min(page.forPage, total - page.offset)) : page.forPage;
  const offset = reversed ? Math.max(0, total - page.offset - page.forPage) : page.offset;
  const n = sql.params.length;
  return {
    text: `SELECT ${sql.select} ${sql.from} ORDER BY ${reversed ? sql.reverseOrderBy : sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    values: [...sql.params, limit, offset],
    reversed,
  };
}

/** The exact number of rows of the list, by `count(*)`. */
export function countStatement(sql: ListSql): { text: string; values: unknown[] } {
  return { text: `SELECT count(*)::int AS n ${sql.from}`, values: [...sql.params] };
}

/** One page of the list and the number of rows before paging. */
export async function pagedRows<Row>(pool: Pool, sql: ListSql, page: PageRequest): Promise<Lista<Row>> {
  const [rows, total] = await Promise.all([pool.query(pageStatement(sql, page)), pool.query<{ n: number }>(countStatement(sql))]);
  return { list: rows.rows as Row[], recordsNumber: total.rows[0].n };
}

/** Every row of the list in its order, fetched through a cursor. */
export function allRows<Row>(pool: Pool, sql: ListSql): AsyncGenerator<Row> {
  return queryRows<Row>(pool, `SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy}`, sql.params);
}
