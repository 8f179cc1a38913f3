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
}

/** One page of the list and the number of rows before paging. */
export async function pagedRows<Row>(pool: Pool, sql: ListSql, page: PageRequest): Promise<Lista<Row>> {
  const n = sql.params.length;
  const [rows, total] = await Promise.all([
    pool.query(`SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [...sql.params, page.forPage, page.offset]),
    pool.query<{ n: number }>(`SELECT count(*)::int AS n ${sql.from}`, [...sql.params]),
  ]);
  return { list: rows.rows as Row[], recordsNumber: total.rows[0].n };
}

/** Every row of the list in its order, fetched through a cursor. */
export function allRows<Row>(pool: Pool, sql: ListSql): AsyncGenerator<Row> {
  return queryRows<Row>(pool, `SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy}`, sql.params);
}
