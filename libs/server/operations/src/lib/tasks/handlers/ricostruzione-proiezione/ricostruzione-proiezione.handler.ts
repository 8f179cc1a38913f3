import { Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { rebuildProjection } from '@registro/server-event-store';
import { AsyncProjectionsExplorer, PG_POOL } from '@registro/server-platform';
import { TaskReader } from '../../queries/task-reader';
import { RegisterTaskHandler, type TaskRunContext, type TaskHandler } from '../task-handler';
import { descriptionParameter } from '../description-parameter';

export const PROIEZIONE_PREDEFINITA = 'logs';

/**
 * Rebuilds an async projection from zero (rebuildProjection: read model emptied, every event
 * replayed in batches). Which one: `proiezione: <nome>` in the task's Descrizione, else `logs`.
 */
@RegisterTaskHandler('RicostruzioneProiezione', 'Ricostruisce da zero una proiezione asincrona (Descrizione: "proiezione: logs")')
export class RicostruzioneProiezioneHandler implements TaskHandler {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly proiezioni: AsyncProjectionsExplorer,
    private readonly letture: TaskReader,
  ) {}

  async run(context: TaskRunContext): Promise<void> {
    const task = await this.letture.perId(context.idTask);
    const nome = descriptionParameter(task?.descrizione ?? '', 'proiezione') ?? PROIEZIONE_PREDEFINITA;
    const disponibili = this.proiezioni.projections();
    const proiezione = disponibili.find((p) => p.name === nome);
    if (!proiezione)
      throw new Error(`Proiezione ${nome} sconosciuta; disponibili: ${disponibili.map((p) => p.name).join(', ') || 'nessuna'}`);
    await context.log(`Ricostruzione della proiezione ${nome} da zero`);
    const inizio = Date.now();
    const eventi = await rebuildProjection(this.pool, proiezione);
    await context.log(`Proiezione ${nome} ricostruita: ${eventi} eventi in ${Date.now() - inizio} ms`);
  }
}
