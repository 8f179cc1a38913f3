import { Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import { TaskReader } from '../../queries/task-reader';
import { RegisterTaskHandler, type TaskRunContext, type TaskHandler } from '../task-handler';
import { descriptionParameter } from '../description-parameter';

export const GIORNI_LOG_PREDEFINITI = 90;
const BLOCCO = 5000;

/**
 * Deletes the rows of the logs screen older than N days (`giorni: N` in the Descrizione, default
 * 90) in blocks, so no long lock holds the table. The events stay: a rebuild of `logs` brings
 * the rows back.
 */
@RegisterTaskHandler('PuliziaLog', 'Elimina le righe dei log più vecchie di N giorni (Descrizione: "giorni: 90"); gli eventi restano')
export class PuliziaLogHandler implements TaskHandler {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly letture: TaskReader,
  ) {}

  async run(context: TaskRunContext): Promise<void> {
    const task = await this.letture.perId(context.idTask);
    const letto = Number(descriptionParameter(task?.descrizione ?? '', 'giorni'));
    const giorni = Number.isInteger(letto) && letto > 0 ? letto : GIORNI_LOG_PREDEFINITI;
    await context.log(`Eliminazione delle righe dei log più vecchie di ${giorni} giorni`);
    let totale = 0;
    for (;;) {
      if (context.signal.aborted) break;
      const { rowCount } = await this.pool.query(
        `DELETE FROM logs WHERE id IN (SELECT id FROM logs WHERE data_ora < now() - make_interval(days => $1) LIMIT $2)`,
        [giorni, BLOCCO],
      );
      totale += rowCount ?? 0;
      if ((rowCount ?? 0) < BLOCCO) break;
      await context.log(`Eliminate finora: ${totale}`);
    }
    await context.log(`Righe dei log eliminate: ${totale}`);
  }
}
