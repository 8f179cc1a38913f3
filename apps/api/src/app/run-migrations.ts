import { Logger } from '@nestjs/common';
import { Client, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import { guardPgClient, guardPgPool } from '@registro/server-event-store';
import {
  dataSourceOptions,
  logPgConnectionError,
  type RegistroConfig,
} from '@registro/server-platform';
import { allMigrations } from '@registro/server-schema';

const logger = new Logger('Migrazioni');

/** Creates the database when the server has none by that name (first start on a new machine). */
async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const nome = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = guardPgClient(
    new Client({ connectionString: url.toString() }),
    logPgConnectionError(logger, 'postgres database'),
  );
  await client.connect();
  try {
    const esiste = await client.query(
      'SELECT 1 FROM pg_database WHERE datname = $1',
      [nome],
    );
    if (!esiste.rowCount)
      await client.query(`CREATE DATABASE "${nome.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Runs every pending migration; returns the names of those applied now. */
export async function runMigrations(config: RegistroConfig): Promise<string[]> {
  await createDatabaseIfMissing(config.databaseUrl);
  const dataSource = new DataSource(dataSourceOptions(config, allMigrations));
  await dataSource.initialize();
  // TypeORM listens on its pool, not on a client it has checked out for a migration
  guardPgPool((dataSource.driver as unknown as { master: Pool }).master, logPgConnectionError(logger, 'migrations'));
  try {
    const applicate = await dataSource.runMigrations({ transaction: 'each' });
    return applicate.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
