import type { Logger } from '@nestjs/common';
import type { PgConnectionErrorHandler } from '@registro/server-event-store';

/**
 * For guardPgPool/guardPgClient in the product: logs a connection the PostgreSQL server ended
 * (restart, failover, pg_terminate_backend) and lets the process go on.
 */
export function logPgConnectionError(logger: Logger, what: string): PgConnectionErrorHandler {
  return (error) => logger.warn(`${what}: connection ended by PostgreSQL${error.code ? ` (${error.code})` : ''}: ${error.message}`);
}
