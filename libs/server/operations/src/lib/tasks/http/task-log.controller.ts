import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequiresPermission, ok, parseId } from '@registro/server-platform';
import { SEZIONE_TASK } from '../domain/task.events';
import { ListTaskRunsQuery } from '../queries/list-task-runs/list-task-runs.query';

/** GET /api/gesantasklog?idTask= : the runs of a task, newest first (an array). */
@Controller('gesantasklog')
export class TaskLogController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  async esecuzioni(@Query('idTask') id: unknown) {
    return ok(await this.queries.execute(new ListTaskRunsQuery(parseId(id, 'Il parametro idTask è obbligatorio e deve essere un id valido'))));
  }
}
