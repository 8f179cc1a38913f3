import { createHash, randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { DataSource } from 'typeorm';
import { guardPgClient, guardPgPool } from '@registro/server-event-store';
import { allMigrations } from '@registro/server-schema';
import { withDatabase } from './database-url';

export const DEFAULT_DATABASE_URL =
  'postgres://postgres@127.0.0.1:5432/registro';

export interface TestDatabase {
  url: string;
  name: string;
  pool: Pool;
  drop(): Promise<void>;
}

/** The server the tests use: DATABASE_URL, or the local PostgreSQL. */
function serverUrl(): string {
  return process.env['DATABASE_URL'] ?? DEFAULT_DATABASE_URL;
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = guardPgClient(new Client({
    connectionString: withDatabase(serverUrl(), 'postgres'),
  }));
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The migrated template's name changes whenever a migration is added or its code changes. */
function templateName(): string {
  const names = allMigrations.map((m) => `${m.name}:${m.toString()}`).join(',');
  return `registro_tpl_${createHash('sha256').update(names).digest('hex').slice(0, 12)}`;
}

/** TypeORM's order: the timestamp that ends a migration's class name. */
const timestampOf = (migration: { name: string }) => Number(/\d{13}$/.exec(migration.name)?.[0]);

/**
 * Runs the migrations not run yet on the database at `url`: all of them, or (`before`) those
 * older than that migration, for a spec that stores rows as they were before it.
 */
export async function migrateTestDatabase(url: string, before?: { name: string }): Promise<void> {
  const ds = new DataSource({
    type: 'postgres',
    url,
    migrations: before ? allMigrations.filter((m) => timestampOf(m) < timestampOf(before)) : allMigrations,
    migrationsTransactionMode: 'each',
  });
  await ds.initialize();
  guardPgPool((ds.driver as unknown as { master: Pool }).master);
  try {
    await ds.runMigrations();
  } finally {
    await ds.destroy();
  }
}

async function ensureTemplate(): Promise<string> {
  const template = templateName();
  await admin(async (c) => {
    // Several jest workers may get here at once: one builds the template, the others wait.
    await c.query('SELECT pg_advisory_lock(7342001)');
    try {
      const exists = await c.query(
        'SELECT 1 FROM pg_database WHERE datname = $1',
        [template],
      );
      if (exists.rowCount) return;
      const building = `${template}_build_${process.pid}`;
      await c.query(`DROP DATABASE IF EXISTS "${building}"`);
      await c.query(`CREATE DATABASE "${building}"`);
      await migrateTestDatabase(withDatabase(serverUrl(), building));
      await c.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    } finally {
      await c.query('SELECT pg_advisory_unlock(7342001)');
    }
  });
  return template;
}

/**
 * A fresh, migrated database for one test file, cloned from a template so files can run in
 * parallel without touching each other. Call drop() in afterAll. `{ migrated: false }`: an empty
 * database, for a spec that runs the migrations itself (a backfill over rows stored before it).
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const template = migrated ? await ensureTemplate() : 'template0';
  const name = `registro_test_${randomBytes(6).toString('hex')}`;
  await admin((c) =>
    c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  const url = withDatabase(serverUrl(), name);
  // DROP ... WITH (FORCE) terminates connections that are still closing (57P01): expected then.
  // pipelined like the api's pool (typeorm.options), so the event store's pipelined writes work on it
  const pool = guardPgPool(new Pool({ connectionString: url, max: 10, pipeline: true }), (error) => {
    if (!(dropped && error.code === '57P01')) console.error(`test database ${name}: ${error.message}`);
  });
  let dropped = false;
  return {
    url,
    name,
    pool,
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end();
      await admin((c) =>
        c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
