import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { loadConfig } from '@registro/server-platform';
import { DemoSeeder } from '@registro/server-identity';
import { AppModule } from './app/app.module';
import { configuraApi } from './app/configura-api';
import { migra } from './app/migra';

const logger = new NestLogger('Registro');

async function migrate(): Promise<void> {
  const applicate = await migra(loadConfig());
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
    logger.log('Dati dimostrativi pronti');
  } finally {
    await app.close();
  }
}

async function serve(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  configuraApi(app, config);
  app.enableShutdownHooks();
  await app.listen(config.port);
  logger.log(
    `Registro è in ascolto su ${config.publicUrl} (API ${config.publicUrl}/api, documentazione ${config.publicUrl}/api/docs)`,
  );
}

const COMANDI: Record<string, () => Promise<void>> = { migrate, seed, serve };

async function main(): Promise<void> {
  const nome = process.argv[2] ?? 'serve';
  const comando = COMANDI[nome];
  if (!comando) {
    console.error(
      `Comando sconosciuto: ${nome}. Uso: main.js [migrate|seed|serve]`,
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
