import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { Gruppo } from '@registro/contracts';
import { PG_POOL, allRows } from '@registro/server-platform';
import { groupsListSql } from '../list-groups/groups-list.sql';
import { ExportGroupsQuery } from './export-groups.query';

@QueryHandler(ExportGroupsQuery)
export class ExportGroupsHandler implements IQueryHandler<ExportGroupsQuery, AsyncIterable<Gruppo>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ filtri }: ExportGroupsQuery): Promise<AsyncIterable<Gruppo>> {
    return allRows<Gruppo>(this.pool, groupsListSql(filtri));
  }
}
