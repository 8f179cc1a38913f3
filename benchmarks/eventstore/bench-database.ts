import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { eventStoreMigrations, guardPgClient } from '@registro/server-event-store';
import { withDatabase } from '@registro/server-testing/processes';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = guardPgClient(new Client({ connectionString: withDatabase(serverUrl, 'postgres') }));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database `registro_bench_<random>` with the event store's migrations applied. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `registro_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  const dataSource = new DataSource({ type: 'postgres', url, migrations: eventStoreMigrations });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  return { url, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
