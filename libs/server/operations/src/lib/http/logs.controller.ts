import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, lista, paging } from '@registro/server-platform';
import { ListLogsDto } from '../queries/list-logs/list-logs.dto';
import { ListLogsQuery } from '../queries/list-logs/list-logs.query';

const FOR_PAGE_LOG = 50;

@Controller('logs')
export class LogsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission('logs', 'visualizza')
  async list(@Query() q: ListLogsDto) {
    const { page, forPage, ...filtri } = q;
    const { list, recordsNumber } = await this.queries.execute(
      new ListLogsQuery(filtri, paging({ page, forPage: forPage ?? FOR_PAGE_LOG })),
    );
    return lista(list, recordsNumber);
  }
}
