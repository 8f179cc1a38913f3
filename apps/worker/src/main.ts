import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { HealthCheck, Metrics } from '@registro/server-platform';
import { serverSalute } from './app/http-salute';
import { WorkerModule } from './app/worker.module';

const logger = new NestLogger('Worker');

function portOf(): number {
  const n = Number(process.env['WORKER_PORT']);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : 3001;
}

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();

  const server = serverSalute(app.get(HealthCheck), app.get(Metrics));
  await new Promise<void>((resolve) => server.listen(portOf(), resolve));
  // stop answering health checks first, then let Nest stop runners, relay and connections
  for (const segnale of ['SIGTERM', 'SIGINT'] as const) {
    process.once(segnale, () => server.close());
  }
  logger.log(
    `Worker avviato: salute e metriche su http://localhost:${portOf()}`,
  );
}

main().catch((error: unknown) => {
  logger.error(
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
  process.exit(1);
});
