import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { resolve } from 'node:path';
import { Logger } from 'nestjs-pino';
import { loadConfig, RegistroExpressAdapter } from '@registro/server-platform';
import { DemoSeeder } from '@registro/server-identity';
import { TasksSeeder } from '@registro/server-operations';
import { DemoRefertiSeeder, DevelopmentCertificateSeeder, PrintServerSeeder } from '@registro/server-reporting';
import { FattureSeeder, InvoicingSeeder, IstatImport, defaultIstatFolder } from '@registro/server-invoicing';
import { CommerceSeeder } from '@registro/server-commerce';
import { AnalyticsSeeder, Icd9cmImport, defaultIcd9cmFolder } from '@registro/server-analytics';
import { AppModule } from './app/app.module';
import type { GracefulShutdown } from './app/graceful-shutdown';
import { configureApi } from './app/configure-api';
import { runMigrations } from './app/run-migrations';

const logger = new NestLogger('Registro');

async function migrate(): Promise<void> {
  const applicate = await runMigrations(loadConfig());
  logger.log(
    applicate.length
      ? `Migrazioni applicate: ${applicate.join(', ')}`
      : 'Database già aggiornato',
  );
}

async function seed(): Promise<void> {
  await migrate();
  const app = await NestFactory.createApplicationContext(AppModule, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  try {
    await app.get(DemoSeeder).run();
    await app.get(TasksSeeder).run();
    await app.get(PrintServerSeeder).run();
    await app.get(DevelopmentCertificateSeeder).run();
    await app.get(DemoRefertiSeeder).run();
    await app.get(InvoicingSeeder).run();
    await app.get(FattureSeeder).run();
    await app.get(CommerceSeeder).run();
    await app.get(AnalyticsSeeder).run();
    logger.log('Dati dimostrativi pronti');
  } finally {
    await app.close();
  }
}

/** `import-istat [folder]`: provinces and comuni of Italy from an ISTAT folder (default reference-data/istat). */
async function importIstat(): Promise<void> {
  await migrate();
  const folder = resolve(process.argv[3] ?? defaultIstatFolder());
  const app = await NestFactory.createApplicationContext(AppModule, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  try {
    const { province, comuni } = await app.get(IstatImport).run(folder);
    logger.log(`Import ISTAT completato: ${province} province, ${comuni} comuni`);
  } finally {
    await app.close();
  }
}

/** `import-icd9cm [folder]`: the ICD-9-CM diagnoses (ICD-IX list) from a folder (default reference-data/icd9cm). */
async function importIcd9cm(): Promise<void> {
  await migrate();
  const folder = resolve(process.argv[3] ?? defaultIcd9cmFolder());
  const app = await NestFactory.createApplicationContext(AppModule, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  try {
    const { diagnosi, modificate } = await app.get(Icd9cmImport).run(folder);
    logger.log(`Import ICD-9-CM completato: ${diagnosi} diagnosi (${modificate} nuove o modificate)`);
  } finally {
    await app.close();
  }
}

async function serve(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, new RegistroExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const arresto = configureApi(app, config);
  await app.listen(config.port);
  for (const segnale of ['SIGTERM', 'SIGINT'] as const)
    process.once(segnale, () => void arresta(app, arresto, segnale));
  logger.log(
    `Registro è in ascolto su ${config.publicUrl} (API ${config.publicUrl}/api, documentazione ${config.publicUrl}/api/docs)`,
  );
}

const millisecondi = (nome: string, predefinito: number) => {
  const n = Number(process.env[nome]);
  return Number.isFinite(n) && n >= 0 ? n : predefinito;
};

/**
 * SIGTERM/SIGINT: /api/health answers 503 at once; after SHUTDOWN_DELAY_MS (default 0: on
 * Kubernetes the preStop hook has already waited) no new connections, in-flight requests finish
 * (at most SHUTDOWN_TIMEOUT_MS, default 20 s), then Nest closes (socket.io, pools, Redis) and the
 * process exits 0.
 */
async function arresta(
  app: NestExpressApplication,
  arresto: GracefulShutdown,
  signal: string,
): Promise<void> {
  const attesa = millisecondi('SHUTDOWN_DELAY_MS', 0);
  const limite = millisecondi('SHUTDOWN_TIMEOUT_MS', 20_000);
  setTimeout(() => {
    logger.error('Arresto non concluso in tempo: uscita forzata');
    process.exit(1);
  }, attesa + limite + 10_000).unref();
  logger.log(`${signal}: arresto ordinato, /api/health risponde 503`);
  arresto.begin();
  if (attesa) await new Promise((r) => setTimeout(r, attesa));
  const server = app.getHttpServer();
  arresto.stopAccepting(server);
  if (!(await arresto.waitForRequests(server, limite)))
    logger.warn(`Richieste ancora in corso dopo ${limite} ms: chiusura comunque`);
  try {
    await app.close();
  } catch (error) {
    logger.error(`Chiusura non riuscita: ${(error as Error).message}`);
    process.exit(1);
  }
  logger.log('Registro arrestato');
  process.exit(0);
}

const COMANDI: Record<string, () => Promise<void>> = { migrate, seed, serve, 'import-istat': importIstat, 'import-icd9cm': importIcd9cm };

async function main(): Promise<void> {
  const nome = process.argv[2] ?? 'serve';
  const comando = COMANDI[nome];
  if (!comando) {
    console.error(
      `Comando sconosciuto: ${nome}. Uso: main.js [migrate|seed|serve|import-istat [cartella]|import-icd9cm [cartella]]`,
    );
    process.exit(2);
  }
  await comando();
  // one-shot commands end here even if a client library keeps a timer alive
  if (nome !== 'serve') process.exit(0);
}

main().catch((error: unknown) => {
  logger.error(
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
  process.exit(1);
});
