import { idOfStream, numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import {
  TASK_CREATED,
  TASK_DELETED,
  TASK_RUN_FINISHED,
  TASK_RUN_LOG_APPENDED,
  TASK_RUN_REQUESTED,
  TASK_RUN_STARTED,
  TASK_STARTED,
  TASK_STOPPED,
  TASK_UPDATED,
  type ImpostazioniTask,
  type TaskEvent,
  type TaskRunEvent,
} from '../domain/task.events';

type TasksProjectionEvent = TaskEvent | TaskRunEvent;

const COLONNE: Record<keyof ImpostazioniTask, string> = {
  nome: 'nome',
  tipoAvvio: 'tipo_avvio',
  descrizione: 'descrizione',
  classeJava: 'classe_java',
  avvioData: 'avvio_data',
  ripetizioneMese: 'ripetizione_mese',
  ripetizioneGiorno: 'ripetizione_giorno',
  ripetizioneOre: 'ripetizione_ore',
  ripetizioneMinuti: 'ripetizione_minuti',
};

/** `gesantasklog-<uuid>` → the run's uuid. */
const idEsecuzione = (e: Pick<RecordedEvent, 'streamId'>) => idOfStream(e.streamId);

/**
 * Inline: the list reads its own write after a save, and "run now" must see a waiting run at
 * once (the partial unique index of gesantasklog refuses a second one in the same transaction).
 * gesantask.data_ora_ultimo_start/stop are the last run's start and end.
 */
export const tasksProjection: Projection<TasksProjectionEvent> = {
  name: 'tasks',
  eventTypes: [
    TASK_CREATED,
    TASK_UPDATED,
    TASK_DELETED,
    TASK_STARTED,
    TASK_STOPPED,
    TASK_RUN_REQUESTED,
    TASK_RUN_STARTED,
    TASK_RUN_LOG_APPENDED,
    TASK_RUN_FINISHED,
  ],

  async apply(tx: Transaction, events: RecordedEvent<TasksProjectionEvent>[]): Promise<void> {
    for (const e of events) await applica(tx, e);
  },

  async reset(tx: Transaction): Promise<void> {
    pipelineWrite(tx, 'TRUNCATE gesantask, gesantasklog');
  },
};

async function applica(tx: Transaction, e: RecordedEvent<TasksProjectionEvent>): Promise<void> {
  const quando = new Date(e.recordedAt);
  switch (e.type) {
    case TASK_CREATED: {
      const d = e.data;
      pipelineWrite(
        tx,
        `INSERT INTO gesantask (id, nome, stato, tipo_avvio, descrizione, classe_java, avvio_data,
           ripetizione_mese, ripetizione_giorno, ripetizione_ore, ripetizione_minuti, versione)
         VALUES ($1, $2, 'FERMO', $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.id,
          d.nome,
          d.tipoAvvio,
          d.descrizione,
          d.classeJava,
          d.avvioData,
          d.ripetizioneMese,
          d.ripetizioneGiorno,
          d.ripetizioneOre,
          d.ripetizioneMinuti,
          e.streamVersion,
        ],
      );
      return;
    }
    case TASK_UPDATED: {
      const campi = Object.entries(e.data.changes).filter(([campo, m]) => m && COLONNE[campo as keyof ImpostazioniTask]);
      const set = campi.map(([campo], i) => `${COLONNE[campo as keyof ImpostazioniTask]} = $${i + 3}`);
      pipelineWrite(
        tx,
        `UPDATE gesantask SET ${[...set, 'versione = $2'].join(', ')} WHERE id = $1`,
        [idTask(e), e.streamVersion, ...campi.map(([, m]) => m?.dopo ?? null)],
      );
      return;
    }
    case TASK_STARTED:
    case TASK_STOPPED:
      pipelineWrite(tx, `UPDATE gesantask SET stato = $3, versione = $2 WHERE id = $1`, [
        idTask(e),
        e.streamVersion,
        e.type === TASK_STARTED ? 'ATTIVO' : 'FERMO',
      ]);
      return;
    case TASK_DELETED:
      pipelineWrite(tx, `DELETE FROM gesantask WHERE id = $1`, [idTask(e)]);
      return;
    case TASK_RUN_REQUESTED: {
      const d = e.data;
      await tx.query(
        `INSERT INTO gesantasklog (id, id_task, stato, origine, id_job, data_ora_richiesta)
         VALUES ($1, $2, 'IN ATTESA', $3, $4, $5)`,
        [idEsecuzione(e), d.idTask, d.origine, d.idJob, quando],
      );
      return;
    }
    case TASK_RUN_STARTED: {
      const { rows } = await tx.query<{ id_task: number }>(
        `UPDATE gesantasklog SET stato = 'IN ESECUZIONE', data_ora_start = $2 WHERE id = $1 RETURNING id_task`,
        [idEsecuzione(e), quando],
      );
      if (rows[0])
        pipelineWrite(tx, `UPDATE gesantask SET data_ora_ultimo_start = $2 WHERE id = $1`, [rows[0].id_task, quando]);
      return;
    }
    case TASK_RUN_LOG_APPENDED: {
      const { righe } = e.data;
      const testo = righe.map((r) => r.riga).join('\n');
      pipelineWrite(
        tx,
        `UPDATE gesantasklog SET log = CASE WHEN log = '' THEN $2 ELSE log || E'\\n' || $2 END WHERE id = $1`,
        [idEsecuzione(e), testo],
      );
      return;
    }
    case TASK_RUN_FINISHED: {
      const d = e.data;
      const { rows } = await tx.query<{ id_task: number }>(
        `UPDATE gesantasklog SET stato = $2, data_ora_stop = $3, motivo = $4,
           data_ora_start = coalesce(data_ora_start, $3)
         WHERE id = $1 RETURNING id_task`,
        [idEsecuzione(e), d.esito, quando, d.motivo ?? null],
      );
      if (rows[0])
        pipelineWrite(tx, `UPDATE gesantask SET data_ora_ultimo_stop = $2 WHERE id = $1`, [rows[0].id_task, quando]);
      return;
    }
  }
}

function idTask(e: Pick<RecordedEvent, 'streamId'>): number {
  return numericIdOfStream(e.streamId);
}
