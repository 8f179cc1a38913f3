import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { SubscriptionRunner } from '@registro/server-event-store';
import { AsyncProjectionsExplorer, PG_POOL } from '@registro/server-platform';

/** One SubscriptionRunner per async projection of the contexts, started with the worker. */
@Injectable()
export class ProjectionRunnersService
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('Proiezioni');
  private runners: SubscriptionRunner[] = [];

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly explorer: AsyncProjectionsExplorer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const projections = this.explorer.projections();
    this.runners = projections.map((p) => new SubscriptionRunner(this.pool, p));
    await Promise.all(this.runners.map((r) => r.start()));
    this.logger.log(
      projections.length
        ? `Proiezioni asincrone avviate: ${projections.map((p) => p.name).join(', ')}`
        : 'Nessuna proiezione asincrona registrata',
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
    this.runners = [];
  }
}
