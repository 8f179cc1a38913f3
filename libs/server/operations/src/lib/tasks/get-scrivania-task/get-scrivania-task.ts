import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ScrivaniaTask } from '@registro/contracts';
import { PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import type { Pool } from 'pg';
import { SEZIONE_TASK } from '../domain/task.events';
import { ULTIMO_ESITO_SQL } from '../list-tasks/tasks-list-sql';

/**
 * GET /api/gesantask/scrivania: what waits on Home for a user who may see the scheduled tasks:
 * the tasks whose last run ended in ERRORE (the list /taskmanager?esito=ERRORE). Each context
 * answers its own counters and the web composes them (CONTRIBUTING Boundaries). The tasks are few;
 * each one's last run is the first entry of gesantasklog_task_idx.
 */
export const getScrivaniaTask = queryUseCase({ name: 'GetScrivaniaTask', method: 'GET', path: 'scrivania', permission: [SEZIONE_TASK, 'visualizza'] });

@Controller('gesantask')
export class GetScrivaniaTaskEndpoint extends UseCaseEndpoint(getScrivaniaTask) {}

@QueryHandler(getScrivaniaTask.message)
export class GetScrivaniaTaskHandler implements IQueryHandler<MessageOf<typeof getScrivaniaTask>, ScrivaniaTask> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<ScrivaniaTask> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM gesantask t WHERE ${ULTIMO_ESITO_SQL} = 'ERRORE'`);
    return { taskInErrore: rows[0]?.n ?? 0 };
  }
}
