import { Module } from '@nestjs/common';
import { AuditModule } from '@registro/server-audit';
import { IdentityModule } from '@registro/server-identity';
import { LiveModule, OperationsModule } from '@registro/server-operations';
import { loadConfig, PlatformModule } from '@registro/server-platform';
import { ReportingModule } from '@registro/server-reporting';
import { InvoicingModule } from '@registro/server-invoicing';
import { CommerceModule } from '@registro/server-commerce';
import { AnalyticsModule } from '@registro/server-analytics';
import { allMigrations } from '@registro/server-schema';
import { SpidModule } from '@registro/server-spid';

@Module({
  imports: [
    PlatformModule.forRoot({ config: loadConfig(), migrations: allMigrations }),
    IdentityModule,
    AuditModule,
    OperationsModule,
    ReportingModule,
    InvoicingModule,
    CommerceModule,
    AnalyticsModule,
    LiveModule,
    SpidModule.forRoot(),
  ],
})
export class AppModule {}
