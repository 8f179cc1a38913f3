import type { Pool } from 'pg';

/**
 * The rows of a query, fetched a batch at a time through a server-side cursor in a read-only
 * transaction: a whole list (an Excel export of 100,000 rows) never sits in memory at once.
 * Stopping early (break out of `for await`) closes the cursor and frees the connection.
 */
export async function* queryRows<Row>(pool: Pool, sql: string, params: readonly unknown[] = [], batchSize = 2000): AsyncGenerator<Row> {
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('BEGIN READ ONLY');
    open = true;
    await client.query({ text: `DECLARE registro_rows NO SCROLL CURSOR FOR ${sql}`, values: [...params] });
    for (;;) {
      const { rows } = await client.query<Row & object>(`FETCH ${batchSize} FROM registro_rows`);
      for (const row of rows) yield row;
      if (rows.length < batchSize) break;
    }
    await client.query('COMMIT');
    open = false;
  } finally {
    if (open) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
