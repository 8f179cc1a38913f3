import { MariaDbDialect } from './mariadb.dialect';
import { PostgresDialect } from './postgres.dialect';
import type { SqlDialect } from './sql-dialect';

/** The databases the platform queries, by the driver's jdbcName. A new one: one SqlDialect class, one line here. */
export const SQL_DIALECTS: readonly SqlDialect[] = [new PostgresDialect(), new MariaDbDialect()];

export function findDialect(jdbcName: string): SqlDialect | undefined {
  return SQL_DIALECTS.find((d) => d.id === jdbcName.trim());
}

export const DIALECT_IDS = SQL_DIALECTS.map((d) => d.id).join(', ');
