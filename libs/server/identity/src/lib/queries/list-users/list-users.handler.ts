import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Lista, UtenteLista } from '@registro/contracts';
import { PG_POOL, pagedRows } from '@registro/server-platform';
import { utenteLista, type UserRow } from '../user-row';
import { ListUsersQuery } from './list-users.query';
import { usersListSql } from './users-list.sql';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, Lista<UtenteLista>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri, pagina }: ListUsersQuery): Promise<Lista<UtenteLista>> {
    const { list, recordsNumber } = await pagedRows<UserRow>(this.pool, usersListSql(filtri), pagina);
    return { list: list.map(utenteLista), recordsNumber };
  }
}
