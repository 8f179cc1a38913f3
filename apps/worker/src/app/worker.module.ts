import { Module } from '@nestjs/common';
import { AuditModule } from '@registro/server-audit';
import { IdentityModule } from '@registro/server-identity';
import { OperationsModule } from '@registro/server-operations';
import { OperationsWorkerModule } from '@registro/server-operations/worker';
import { loadConfig, PlatformModule } from '@registro/server-platform';
import { ReportingModule } from '@registro/server-reporting';
import { ReportingWorkerModule } from '@registro/server-reporting/worker';
import { allMigrations } from '@registro/server-schema';
import { KafkaRelayService } from './kafka-relay.service';
import { PROCESSORS } from './processors';
import { ProjectionRunnersService } from './projection-runners.service';

/**
 * The background process: async projections, the Kafka relay and (later) BullMQ processors.
 * The bounded contexts are imported so their @AsyncProjection() providers are found.
 */
@Module({
  imports: [
    PlatformModule.forRoot({ config: loadConfig(), migrations: allMigrations }),
    IdentityModule,
    AuditModule,
    OperationsModule,
    OperationsWorkerModule,
    ReportingModule,
    ReportingWorkerModule,
  ],
  providers: [ProjectionRunnersService, KafkaRelayService, ...PROCESSORS],
})
export class WorkerModule {}
