import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore } from '@registro/server-event-store';
import { PG_POOL, UnitOfWork } from '@registro/server-platform';
import { createTask, taskAggregate } from '../domain/task.aggregate';
import { taskStreamId, type ImpostazioniTask, type TaskEvent } from '../domain/task.events';

const manuale = (nome: string, classeJava: string, descrizione: string): ImpostazioniTask => ({
  nome,
  tipoAvvio: 'Manuale',
  descrizione,
  classeJava,
  avvioData: null,
  ripetizioneMese: 0,
  ripetizioneGiorno: 0,
  ripetizioneOre: 0,
  ripetizioneMinuti: 0,
});

/** One Manuale, FERMO task per shipped handler (and the dairy import). */
export const TASK_DIMOSTRATIVI: ImpostazioniTask[] = [
  manuale('Scadenza Sessioni', 'ScadenzaSessioni', 'Chiude le sessioni scadute'),
  manuale('Ricostruzione Proiezione', 'RicostruzioneProiezione', 'proiezione: logs'),
  manuale('Invio Email in Coda', 'InvioEmailInCoda', 'Invia le e-mail in coda'),
  manuale('Pulizia Log', 'PuliziaLog', 'giorni: 90'),
  manuale('Import Caseificio', 'ImportCaseificio', 'Importa i dati del caseificio'),
];

/** Idempotent: a task is added only when no task has its class yet. */
@Injectable()
export class TasksSeeder {
  private readonly logger = new Logger('TasksSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async run(): Promise<void> {
    let creati = 0;
    for (const impostazioni of TASK_DIMOSTRATIVI) {
      const { rows } = await this.pool.query(`SELECT 1 FROM gesantask WHERE classe_java = $1`, [impostazioni.classeJava]);
      if (rows.length) continue;
      await this.uow.run(async (tx) => {
        const { rows: id } = await tx.query<{ id: number }>(`SELECT nextval('gesantask_id_seq')::int AS id`);
        await this.store.handleCommand(tx, taskStreamId(id[0].id), taskAggregate, (): TaskEvent[] => [createTask(id[0].id, impostazioni)], {
          metadata: { userName: 'sistema' },
          expectedVersion: 0,
        });
      });
      creati++;
    }
    if (creati) this.logger.log(`Task dimostrativi creati: ${creati}`);
  }
}
