import type { TestingModule } from '@nestjs/testing';
import { PlatformModule, REGISTRO_CONFIG } from '@registro/server-platform';
import { allMigrations } from '@registro/server-schema';
import type { TestApp } from './test-app';

/**
 * The worker's print consumer (queue `pdf`, Chromium) beside a test app, on its database and Redis
 * prefix: POST print/createreport answers a PDF instead of waiting for a worker that is not there.
 * Loaded only when a test asks for it, like the app itself. Close it before the app.
 */
export async function startPrintWorker(t: TestApp): Promise<TestingModule> {
  const [{ Test }, { IdentityModule }, { ReportingModule }, { ReportingWorkerModule }] = await Promise.all([
    import('@nestjs/testing'),
    import('@registro/server-identity'),
    import('@registro/server-reporting'),
    import('@registro/server-reporting/worker'),
  ]);
  const worker = await Test.createTestingModule({
    imports: [PlatformModule.forRoot({ config: t.config, migrations: allMigrations }), IdentityModule, ReportingModule, ReportingWorkerModule],
  })
    .overrideProvider(REGISTRO_CONFIG)
    .useValue({ ...t.config, kafkaBrokers: [] })
    .compile();
  worker.useLogger(['error']);
  await worker.init();
  return worker;
}
