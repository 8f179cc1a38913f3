import type { Pool } from 'pg';
import type { ListSql } from './list-sql';

/** The statement of a list's total (`SELECT … AS n`); `cheap`: it costs nothing (a counter table). */
export interface ListTotal {
  text: string;
  values: unknown[];
  /** read before the page, so a page past the middle is read from the other end (`ListSql.reverseOrderBy`) */
  cheap?: boolean;
}

/** Up to this many rows a list's total is counted on every request. */
export const EXACT_TOTAL_UP_TO = 1000;

/** A larger total is counted whole once, then reused for the same filters for this long. */
export const LARGE_TOTAL_TTL_MS = 30_000;

/** The totals kept at once (the least recently counted go first). */
const LARGE_TOTALS_KEPT = 500;

interface KnownTotal {
  n: number;
  until: number;
}

/**
 * A list's `recordsNumber`, exact when counted (`count(*)`), without counting a large list on
 * every page: a total above EXACT_TOTAL_UP_TO rows is reused for the same statement for
 * LARGE_TOTAL_TTL_MS, so it can lag the rows written in the last 30 s; a smaller one is counted
 * on every request, so a row just written is in it at once. Concurrent requests for a total
 * being counted wait for that one count. One per process: each api replica keeps its own.
 * (A count bounded by LIMIT would not do: LIMIT makes the planner walk an ordered index
 * hoping to stop early, and a month of invoices a year back cost 300 ms so.)
 */
export class ListTotals {
  private readonly large = new Map<string, KnownTotal>();
  private readonly counting = new Map<string, Promise<number>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The total when it is known without counting (a large total counted recently). */
  known(sql: ListSql): number | undefined {
    const key = keyOf(sql);
    const known = this.large.get(key);
    if (!known) return undefined;
    if (known.until > this.now()) return known.n;
    this.large.delete(key);
    return undefined;
  }

  async count(pool: Pool, sql: ListSql): Promise<number> {
    const known = this.known(sql);
    if (known !== undefined) return known;
    const key = keyOf(sql);
    const pending = this.counting.get(key);
    if (pending) return pending;
    const counted = this.countNow(pool, sql, key).finally(() => this.counting.delete(key));
    this.counting.set(key, counted);
    return counted;
  }

  private async countNow(pool: Pool, sql: ListSql, key: string): Promise<number> {
    const n = (await pool.query<{ n: number }>(countStatement(sql))).rows[0].n;
    if (n <= EXACT_TOTAL_UP_TO) return n;
    this.large.set(key, { n, until: this.now() + LARGE_TOTAL_TTL_MS });
    if (this.large.size > LARGE_TOTALS_KEPT) this.large.delete(this.large.keys().next().value as string);
    return n;
  }
}

/** The exact number of rows of the list, by `count(*)`. */
export function countStatement(sql: ListSql): { text: string; values: unknown[] } {
  return { text: `SELECT count(*)::int AS n ${sql.from}`, values: [...sql.params] };
}

const keyOf = (sql: ListSql): string => JSON.stringify([sql.from, sql.params]);

/** The process's totals, shared by every list. */
export const listTotals = new ListTotals();
