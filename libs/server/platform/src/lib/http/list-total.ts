import { Logger } from '@nestjs/common';
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

/** A larger total is counted whole, then reused for the same filters: fresh for this long… */
export const LARGE_TOTAL_TTL_MS = 30_000;

/** …then answered as it was while it is counted again in the background, up to this age. */
export const LARGE_TOTAL_STALE_MS = 300_000;

/** The totals kept at once (the least recently counted go first). */
const LARGE_TOTALS_KEPT = 500;

interface KnownTotal {
  n: number;
  countedAt: number;
}

/**
 * A list's `recordsNumber`, exact when counted (`count(*)`), without counting a large list on
 * every page. A total up to EXACT_TOTAL_UP_TO rows is counted on every request, so a row just
 * written is in it at once. A larger one is reused for the same statement: for
 * LARGE_TOTAL_TTL_MS as it is, then (up to LARGE_TOTAL_STALE_MS) still answered at once while
 * one background count renews it, so nobody waits for a count but the first to ask; it can lag
 * the rows written in the last half minute or so. Concurrent first requests wait for one count.
 * One per process: each api replica keeps its own. (A count bounded by LIMIT would not do:
 * LIMIT makes the planner walk an ordered index hoping to stop early, and a month of invoices a
 * year back cost 300 ms so.)
 */
export class ListTotals {
  private readonly large = new Map<string, KnownTotal>();
  private readonly counting = new Map<string, Promise<number>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onBackgroundError: (error: unknown) => void = () => undefined,
  ) {}

  /** The total when it is known without counting (a large total counted recently). */
  known(sql: ListSql): number | undefined {
    const known = this.large.get(keyOf(sql));
    return known && this.now() - known.countedAt < LARGE_TOTAL_STALE_MS ? known.n : undefined;
  }

  async count(pool: Pool, sql: ListSql): Promise<number> {
    const key = keyOf(sql);
    const known = this.known(sql);
    if (known !== undefined) {
      if (this.now() - (this.large.get(key)?.countedAt ?? 0) >= LARGE_TOTAL_TTL_MS && !this.counting.has(key)) {
        this.countOnce(pool, sql, key).catch(this.onBackgroundError);
      }
      return known;
    }
    return this.counting.get(key) ?? this.countOnce(pool, sql, key);
  }

  private countOnce(pool: Pool, sql: ListSql, key: string): Promise<number> {
    const counted = this.countNow(pool, sql, key).finally(() => this.counting.delete(key));
    this.counting.set(key, counted);
    return counted;
  }

  private async countNow(pool: Pool, sql: ListSql, key: string): Promise<number> {
    const n = (await pool.query<{ n: number }>(countStatement(sql))).rows[0].n;
    this.large.delete(key);
    if (n <= EXACT_TOTAL_UP_TO) return n;
    this.large.set(key, { n, countedAt: this.now() });
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
export const listTotals = new ListTotals(Date.now, (error) =>
  new Logger('ListTotals').warn(`Totale di un elenco non ricontato (resta quello di prima): ${(error as Error).message}`),
);
