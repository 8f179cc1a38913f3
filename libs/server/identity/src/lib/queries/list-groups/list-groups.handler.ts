import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Gruppo, Lista } from '@registro/contracts';
import { PG_POOL, pagedRows } from '@registro/server-platform';
import { groupsListSql } from './groups-list.sql';
import { ListGroupsQuery } from './list-groups.query';

@QueryHandler(ListGroupsQuery)
export class ListGroupsHandler implements IQueryHandler<ListGroupsQuery, Lista<Gruppo>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ filtri, pagina }: ListGroupsQuery): Promise<Lista<Gruppo>> {
    return pagedRows<Gruppo>(this.pool, groupsListSql(filtri), pagina);
  }
}
