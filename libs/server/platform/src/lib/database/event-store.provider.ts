import type { Provider } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import { PG_POOL } from './database.tokens';

/** The one event store of the process; contexts register their inline projections on it. */
export const eventStoreProvider: Provider = {
  provide: PostgresEventStore,
  inject: [PG_POOL],
  useFactory: (pool: Pool) => new PostgresEventStore(pool),
};
