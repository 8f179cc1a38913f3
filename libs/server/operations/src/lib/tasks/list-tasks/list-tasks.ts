import { Controller } from '@nestjs/common';
import type { Task } from '@registro/contracts';
import { ListEndpoint, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { SEZIONE_TASK } from '../domain/task.events';
import { ListTasksFilters } from './list-tasks.dto';
import { NextTaskRuns } from './next-task-runs';
import { tasksListSql } from './tasks-list-sql';

/** The task list as "Task Schedulati" shows it. */
export const TASKS_EXCEL: ExcelSheet<Task> = {
  fileName: 'Task_',
  columns: [
    column('Nome', 'nome'),
    column('Stato', 'stato'),
    column('Tipo Avvio', 'tipoAvvio'),
    column('Ultimo Avvio', 'dataOraUltimoStart', 'datetime'),
    column('Ultimo Stop', 'dataOraUltimoStop', 'datetime'),
  ],
};

/** GET /api/gesantask (every task, an array: the client pages) and POST /api/gesantask/excel. */
export const listTasks = listUseCase<ListTasksFilters, Task>({
  permission: [SEZIONE_TASK, 'visualizza'],
  filters: ListTasksFilters,
  paged: false,
  sql: tasksListSql,
  decorate: NextTaskRuns,
  excel: TASKS_EXCEL,
});

@Controller('gesantask')
export class ListTasksEndpoint extends ListEndpoint(listTasks) {}
