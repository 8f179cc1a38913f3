import type { Client } from 'pg';
import { countStatement, pageStatement, type ListSql, type ListTotal, type PageRequest } from '@registro/server-platform';

/** A list as the api declares it: its SQL for the filters and, when it has one, its own total. */
export interface DeclaredList {
  sql: ListSql;
  total?: ListTotal;
}

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements the api runs for one page of a declared list, as `pagedRows` (ListReader.page,
 * a RecordController's list) builds them: the total (`list.total`, else the count(*) that
 * ListTotals runs, once per 30 s when it exceeds 1,000 rows) and the page, through the list's
 * `pageFrom` when it has one, read from the other end past the middle when the total is cheap.
 */
export async function statementsOf(client: Client, { sql, total }: DeclaredList, page: PageRequest): Promise<{ pagina: Statement; totale: Statement }> {
  const totale: ListTotal = total ?? countStatement(sql);
  const n = totale.cheap && sql.reverseOrderBy ? (await client.query<{ n: number }>(totale.text, totale.values)).rows[0].n : undefined;
  const { text, values } = pageStatement(sql, page, n);
  return { pagina: { text, values }, totale: { text: totale.text, values: totale.values } };
}
