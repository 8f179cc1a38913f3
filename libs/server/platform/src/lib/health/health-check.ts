import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { PG_POOL } from '../database/database.tokens';
import { REDIS } from '../redis/redis.tokens';

export type ServiceStatus = 'up' | 'down';

export interface HealthStatus {
  status: 'ok' | 'error';
  database: ServiceStatus;
  redis: ServiceStatus;
}

const TIMEOUT_MS = 2000;

async function risponde(prova: () => Promise<unknown>): Promise<ServiceStatus> {
  let timer: NodeJS.Timeout | undefined;
  const scaduto = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
  });
  try {
    await Promise.race([prova(), scaduto]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Whether PostgreSQL and Redis answer, each within two seconds. */
@Injectable()
export class HealthCheck {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthStatus> {
    const [database, redis] = await Promise.all([
      risponde(() => this.pool.query('SELECT 1')),
      risponde(() => this.redis.ping()),
    ]);
    return {
      status: database === 'up' && redis === 'up' ? 'ok' : 'error',
      database,
      redis,
    };
  }
}
