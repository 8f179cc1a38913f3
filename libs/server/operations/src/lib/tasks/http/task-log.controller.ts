import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, ok, parseId } from '@registro/server-platform';
import { SEZIONE_TASK } from '../domain/task.events';
import { MESSAGGIO_ID_TASK, TaskLogQueryDto } from './task-log.dto';
import { ListTaskRunsQuery } from '../queries/list-task-runs/list-task-runs.query';

/** GET /api/gesantasklog?idTask= : the runs of a task, newest first (an array). */
@Controller('gesantasklog')
export class TaskLogController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  async esecuzioni(@Query() { idTask }: TaskLogQueryDto) {
    return ok(await this.queries.execute(new ListTaskRunsQuery(parseId(idTask, MESSAGGIO_ID_TASK))));
  }
}
