import type { Pool } from 'pg';
import type { Lista } from '@registro/contracts';
import { queryRows } from '../database/query-rows';
import { listTotals, type ListTotal } from './list-total';
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
  /**
   * the `FROM …` of one page read from the start, when the list can stop early: `upTo` is the
   * SQL parameter holding the position of the page's last row (offset + limit), so rows past it
   * in the list's order may be left out (read each of a few names' rows newest first, up to it)
   */
  pageFrom?: (upTo: string) => string;
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
  const early = !reversed && sql.pageFrom !== undefined;
  return {
    text: `SELECT ${sql.select} ${early ? sql.pageFrom?.(`$${n + 3}`) : sql.from} ORDER BY ${reversed ? sql.reverseOrderBy : sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    values: early ? [...sql.params, limit, offset, offset + limit] : [...sql.params, limit, offset],
    reversed,
  };
}

/**
 * One page of the list and the number of rows before paging: by the list's own `total` when it
 * has one (a counter table), else as ListTotals counts. A total known first (cheap, or counted
 * recently) lets a page past the middle be read from the other end. Otherwise the page is read
 * first: one that ends the list (fewer rows than a page, the usual answer to a search) gives the
 * total itself, and nothing is counted.
 */
export async function pagedRows<Row>(pool: Pool, sql: ListSql, page: PageRequest, total?: ListTotal): Promise<Lista<Row>> {
  const count = () => (total ? countBy(pool, total) : listTotals.count(pool, sql));
  const known = total ? (total.cheap ? await count() : undefined) : listTotals.known(sql);
  if (known !== undefined) return { list: await readPage<Row>(pool, sql, page, known), recordsNumber: known };
  const list = await readPage<Row>(pool, sql, page);
  return { list, recordsNumber: rowsUpToLastPage(list.length, page) ?? (await count()) };
}

/** The list's total when this page is its last: short, and not past the end (or the first). */
function rowsUpToLastPage(rows: number, page: PageRequest): number | undefined {
  return rows < page.forPage && (rows > 0 || page.offset === 0) ? page.offset + rows : undefined;
}

async function readPage<Row>(pool: Pool, sql: ListSql, page: PageRequest, total?: number): Promise<Row[]> {
  const { text, values, reversed } = pageStatement(sql, page, total);
  const { rows } = await pool.query(text, values);
  return (reversed ? rows.reverse() : rows) as Row[];
}

async function countBy(pool: Pool, total: ListTotal): Promise<number> {
  return (await pool.query<{ n: number }>({ text: total.text, values: total.values })).rows[0].n;
}

/** Every row of the list in its order, fetched through a cursor. */
export function allRows<Row>(pool: Pool, sql: ListSql): AsyncGenerator<Row> {
  return queryRows<Row>(pool, `SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy}`, sql.params);
}
