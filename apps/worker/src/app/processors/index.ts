import type { Provider } from '@nestjs/common';

/**
 * BullMQ processors (pdf, scheduled tasks, imports, mail) go here, one file each, added to this
 * list. Their queues use `RegistroConfig.redisUrl` with `prefix: config.redisPrefix` (BullMQ
 * needs its own connection with maxRetriesPerRequest null, not the shared REDIS client).
 */
export const PROCESSORS: Provider[] = [];
