import { Injectable } from '@nestjs/common';
import { createConnection } from 'mysql2/promise';
import { Client } from 'pg';
import { DRIVER_MARIADB, DRIVER_POSTGRESQL, BadRequestError, type DatabaseSettings } from '@registro/server-platform';

const TIMEOUT_MS = 5000;

function motivo(e: unknown): string {
  const err = e as { message?: string; code?: string };
  return (err.message || err.code || String(e)).trim();
}

/**
 * Really connects with the page's settings and runs SELECT 1: pg for PostgreSQL, mysql2 for
 * MariaDB/MySQL. A failure is a 400 whose message carries the driver's reason.
 */
@Injectable()
export class ConnectionCheck {
  async check(i: DatabaseSettings): Promise<string> {
    try {
      if (i.driverName === DRIVER_POSTGRESQL) await this.postgres(i);
      else if (i.driverName === DRIVER_MARIADB) await this.mariadb(i);
      else throw new Error(`driver ${i.driverName} non supportato`);
    } catch (e) {
      throw new BadRequestError(`Connessione al database non riuscita: ${motivo(e)}`);
    }
    return `Connessione al database ${i.database} su ${i.host}:${i.port} riuscita`;
  }

  private async postgres(i: DatabaseSettings): Promise<void> {
    const client = new Client({
      host: i.host,
      port: i.port,
      user: i.username,
      password: i.password,
      database: i.database,
      connectionTimeoutMillis: TIMEOUT_MS,
      query_timeout: TIMEOUT_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async mariadb(i: DatabaseSettings): Promise<void> {
    const conn = await createConnection({
      host: i.host,
      port: i.port,
      user: i.username,
      password: i.password,
      database: i.database,
      connectTimeout: TIMEOUT_MS,
    });
    conn.on('error', () => undefined);
    try {
      await conn.query({ sql: 'SELECT 1', timeout: TIMEOUT_MS });
    } finally {
      await conn.end().catch(() => conn.destroy());
    }
  }
}
