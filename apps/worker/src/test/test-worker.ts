/**
 * The real worker (WorkerModule) plus two handlers that only tests register, run as a separate
 * process by the fault tests (`node -r @swc-node/register test-worker.ts`). Configured by
 * the environment like the real one (DATABASE_URL, REDIS_URL, REDIS_PREFIX, TASKS_*).
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RegisterTaskHandler, TaskReader, TasksModule, type TaskRunContext, type TaskHandler } from '@registro/server-operations';
import { WorkerModule } from '../app/worker.module';

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs while the file named in the task's Descrizione exists (or until the worker stops). */
@RegisterTaskHandler('AttesaDiProva', 'Attende finché esiste il file indicato nella descrizione')
class AttesaDiProva implements TaskHandler {
  constructor(private readonly letture: TaskReader) {}

  async run(context: TaskRunContext): Promise<void> {
    const file = (await this.letture.perId(context.idTask))?.descrizione ?? '';
    await context.log(`inizio (pid ${process.pid})`);
    while (existsSync(file) && !context.signal.aborted) await pausa(50);
    await context.log(context.signal.aborted ? 'interrotto' : 'fine');
  }
}

@RegisterTaskHandler('ContaDiProva', 'Scrive una riga e termina')
class ContaDiProva implements TaskHandler {
  async run(context: TaskRunContext): Promise<void> {
    await context.log(`eseguito dal processo ${process.pid}`);
  }
}

@Module({ imports: [TasksModule], providers: [AttesaDiProva, ContaDiProva] })
class GestoriDiProva {}

@Module({ imports: [WorkerModule, GestoriDiProva] })
class WorkerDiProva {}

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerDiProva, { logger: ['log', 'warn', 'error'] });
  app.enableShutdownHooks();
  console.log('WORKER PRONTO');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
