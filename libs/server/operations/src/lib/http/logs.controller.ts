import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { RequiresPermission, lista, paging, sendExcel } from '@registro/server-platform';
import { ListLogsDto } from '../queries/list-logs/list-logs.dto';
import { ListLogsQuery } from '../queries/list-logs/list-logs.query';
import { LOGS_EXCEL, LogRows } from '../queries/list-logs/logs-excel';

const FOR_PAGE_LOG = 50;

@Controller('logs')
export class LogsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly rows: LogRows,
  ) {}

  @Get()
  @RequiresPermission('logs', 'visualizza')
  async list(@Query() q: ListLogsDto) {
    const { page, forPage, ...filtri } = q;
    const { list, recordsNumber } = await this.queries.execute(
      new ListLogsQuery(filtri, paging({ page, forPage: forPage ?? FOR_PAGE_LOG })),
    );
    return lista(list, recordsNumber);
  }

  /** Every row the filters select, as .xlsx. */
  @Post('excel')
  @HttpCode(200)
  @RequiresPermission('logs', 'visualizza')
  async excel(@Query() q: ListLogsDto, @Res() res: Response) {
    const { page: _page, forPage: _forPage, ...filtri } = q;
    await sendExcel(res, LOGS_EXCEL, this.rows.all(filtri));
  }
}
