import Redis from 'ioredis';
import { parseStreamId, streamIdOf } from '@registro/server-event-store';
import type { RegistroConfig } from '@registro/server-platform';

/** The BullMQ queue of the task runs (scheduled and "run now"). */
export const TASK_QUEUE_NAME = 'tasks';
export const RUN_JOB_NAME = 'esecuzione';

/** A scheduled job carries only the task; a "run now" job also the run already recorded. */
export interface TaskJobData {
  idTask: number;
  idEsecuzione?: string;
  /** on scheduler templates: the repetition it was created for (see TaskScheduler.riconcilia) */
  firma?: string;
}

/** A task's BullMQ scheduler key, `task-<id>`: built and read with the event store's stream-id helpers. */
const SCHEDULER_KEY_TYPE = 'task';
export const schedulerId = (idTask: number) => streamIdOf(SCHEDULER_KEY_TYPE, idTask);

/** The task of a scheduler key (undefined for a key of another shape). */
export function idTaskOfScheduler(key: string): number | undefined {
  const id = parseStreamId(key, SCHEDULER_KEY_TYPE)?.id;
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
}

/** Jobs are only transport: the runs live in PostgreSQL, so Redis keeps few finished jobs. */
export const JOB_CLEANUP = { removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } };

/** BullMQ needs its own connection, retrying forever (maxRetriesPerRequest null). */
export function bullmqConnection(config: RegistroConfig, nome: string): Redis {
  return new Redis(config.redisUrl, { maxRetriesPerRequest: null, connectionName: nome });
}
