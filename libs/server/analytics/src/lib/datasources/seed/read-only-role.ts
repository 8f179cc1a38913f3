import type { Pool } from 'pg';

/** The PostgreSQL role the demo data source connects as: it can only read the tables granted. */
export const RUOLO_LETTURA = 'registro_analisi';

/** The tables of Registro the demo queries read (those missing are skipped). */
export const TABELLE_LETTURA = ['fatture', 'tipi_documento', 'documenti_commerciali'];

/**
 * Creates (or updates) the read-only login role with `password` and grants it SELECT on
 * TABELLE_LETTURA of the current database; its sessions default to read-only transactions.
 * Roles are cluster-wide: several databases of one server share it.
 */
export async function ensureReadOnlyRole(pool: Pool, password: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7342101)');
    try {
      const { rows } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [RUOLO_LETTURA]);
      const pwd = `'${password.replace(/'/g, "''")}'`;
      if (rows.length) await client.query(`ALTER ROLE ${RUOLO_LETTURA} LOGIN PASSWORD ${pwd}`);
      else await client.query(`CREATE ROLE ${RUOLO_LETTURA} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${pwd}`);
      await client.query(`ALTER ROLE ${RUOLO_LETTURA} SET default_transaction_read_only = on`);
      await client.query(`ALTER ROLE ${RUOLO_LETTURA} SET statement_timeout = '60s'`);
      const { rows: db } = await client.query<{ nome: string }>('SELECT current_database() AS nome');
      await client.query(`GRANT CONNECT ON DATABASE "${db[0].nome.replace(/"/g, '""')}" TO ${RUOLO_LETTURA}`);
      await client.query(`GRANT USAGE ON SCHEMA public TO ${RUOLO_LETTURA}`);
      const { rows: tabelle } = await client.query<{ nome: string }>(
        `SELECT tablename AS nome FROM pg_tables WHERE schemaname = 'public' AND tablename = ANY($1)`,
        [TABELLE_LETTURA],
      );
      for (const t of tabelle) await client.query(`GRANT SELECT ON public."${t.nome}" TO ${RUOLO_LETTURA}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(7342101)');
    }
  } finally {
    client.release();
  }
}
