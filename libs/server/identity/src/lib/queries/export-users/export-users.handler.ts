import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { UtenteLista } from '@registro/contracts';
import { PG_POOL, allRows } from '@registro/server-platform';
import { utenteLista, type UserRow } from '../user-row';
import { usersListSql } from '../list-users/users-list.sql';
import { ExportUsersQuery } from './export-users.query';

@QueryHandler(ExportUsersQuery)
export class ExportUsersHandler implements IQueryHandler<ExportUsersQuery, AsyncIterable<UtenteLista>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri }: ExportUsersQuery): Promise<AsyncIterable<UtenteLista>> {
    const rows = allRows<UserRow>(this.pool, usersListSql(filtri));
    return (async function* () {
      for await (const row of rows) yield utenteLista(row);
    })();
  }
}
