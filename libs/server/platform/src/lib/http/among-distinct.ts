import type { ListSql, SortDirection } from './list-sql';

/**
 * A "contains" filter on a column whose values repeat over many rows (an invoice's recipient, a
 * log's user), matched among its distinct values, kept in a table of their own with a trigram index.
 */
export interface AmongDistinct {
  /** the listed table; its key is `id` */
  table: string;
  /** the filtered column, also the distinct table's column */
  column: string;
  /** `SELECT <column> FROM <distinct values' table> WHERE <column> …`: the values the filter matches */
  values: string;
  /** the same filter on the listed table's column */
  matches: string;
  /** the list's other conditions (`true` when none) */
  others: string;
  /** the list's order, as given to `sortedBy`, ending with `id` */
  order: readonly (readonly [column: string, direction: SortDirection])[];
  /** up to how many matching values a page reads each one's rows (FEW_VALUES): more where values are rare each */
  few?: number;
}

/** Up to this many matching values a page reads each one's rows; more, and the pattern is common. */
export const FEW_VALUES = 10;

/**
 * The list's FROM: the rows bearing a matching value, through an index on (column, order), which
 * makes the total an index scan of those rows. Its page (`pageFrom`), when few values match: each
 * value's rows in the list's order from that index, up to the page's end, merged, so only the
 * page's rows are read from the table; when many match, the list's own order with the filter,
 * which meets the page's rows soon. The choice is made by the statement as it runs: each branch
 * sits under its one-time condition (outside the LIMITed subquery, where it cannot be pushed
 * down), so the branch not taken is not started, parallel workers included.
 */
export function amongDistinct(f: AmongDistinct): Pick<ListSql, 'from' | 'pageFrom'> {
  const limit = f.few ?? FEW_VALUES;
  // the matching values once (a trigram index seldom helps short values such as addresses, so
  // this can be a scan of the distinct table): both branches' conditions and the walk read it
  const few = `(SELECT count(*) FROM v) <= ${limit}`;
  const orderBy = f.order.map(([column, direction]) => `${column} ${direction}`).join(', ');
  const keys = f.order.map(([column], i) => `${column} AS k${i}`).join(', ');
  const byKeys = f.order.map(([, direction], i) => `p.k${i} ${direction}`).join(', ');
  return {
    from: `FROM ${f.table} WHERE ${f.column} = ANY (ARRAY(${f.values})) AND ${f.others}`,
    pageFrom: (upTo) => `FROM ${f.table} WHERE id IN (
      WITH v AS MATERIALIZED (${f.values} LIMIT ${limit + 1})
      (SELECT p.id FROM v CROSS JOIN LATERAL (
         SELECT id, ${keys} FROM ${f.table} WHERE ${f.column} = v.${f.column} AND ${f.others} ORDER BY ${orderBy} LIMIT ${upTo}) AS p
        WHERE ${few} ORDER BY ${byKeys} LIMIT ${upTo})
      UNION ALL
      SELECT id FROM (SELECT id FROM ${f.table} WHERE ${f.matches} AND ${f.others} ORDER BY ${orderBy} LIMIT ${upTo}) AS molti WHERE NOT ${few})`,
  };
}
