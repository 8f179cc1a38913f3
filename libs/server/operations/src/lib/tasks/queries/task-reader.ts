import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EsecuzioneTask, StatoEsecuzione, StatoLiveTask, StatoTask, Task, TipoAvvio } from '@registro/contracts';
import type { Transaction } from '@registro/server-event-store';
import { PG_POOL } from '@registro/server-platform';
import type { ImpostazioniTask } from '../domain/task.events';
import { withTimeout } from '../scheduling/with-timeout';
import { TaskScheduler, type SchedulableTask } from '../scheduling/task-scheduler';

interface RigaTask {
  id: number;
  nome: string;
  stato: StatoTask;
  tipo_avvio: TipoAvvio;
  descrizione: string;
  classe_java: string;
  avvio_data: Date | null;
  ripetizione_mese: number;
  ripetizione_giorno: number;
  ripetizione_ore: number;
  ripetizione_minuti: number;
  data_ora_ultimo_start: Date | null;
  data_ora_ultimo_stop: Date | null;
  in_esecuzione: boolean;
  versione: number;
}

interface RigaEsecuzione {
  id: string;
  id_task: number;
  stato: StatoEsecuzione;
  id_job: string;
  origine: string;
  data_ora_richiesta: Date;
  data_ora_start: Date | null;
  data_ora_stop: Date | null;
  log: string;
}

export interface ActiveRun {
  id: string;
  idTask: number;
  stato: StatoEsecuzione;
  idJob: string;
  richiesta: Date;
}

const ATTIVE = `('IN ATTESA', 'IN ESECUZIONE')`;

const SELECT_TASK = `
  SELECT t.*, EXISTS (SELECT 1 FROM gesantasklog l WHERE l.id_task = t.id AND l.stato IN ${ATTIVE}) AS in_esecuzione
  FROM gesantask t`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function impostazioni(r: RigaTask): ImpostazioniTask {
  return {
    nome: r.nome,
    tipoAvvio: r.tipo_avvio,
    descrizione: r.descrizione,
    classeJava: r.classe_java,
    avvioData: iso(r.avvio_data),
    ripetizioneMese: r.ripetizione_mese,
    ripetizioneGiorno: r.ripetizione_giorno,
    ripetizioneOre: r.ripetizione_ore,
    ripetizioneMinuti: r.ripetizione_minuti,
  };
}

function toRun(r: RigaEsecuzione): EsecuzioneTask {
  return {
    id: r.id,
    idTask: r.id_task,
    dataOraStart: new Date(r.data_ora_start ?? r.data_ora_richiesta).toISOString(),
    dataOraStop: iso(r.data_ora_stop),
    statoAttuale: r.stato,
    logElaborazione: r.log,
  };
}

/** Reads of the tasks' read models (gesantask, gesantasklog) plus BullMQ's next run time (the list is list-tasks/). */
@Injectable()
export class TaskReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly pianificazione: TaskScheduler,
  ) {}

  async perId(id: number, db: Pool | Transaction = this.pool): Promise<Task | null> {
    const { rows } = await db.query<RigaTask>(`${SELECT_TASK} WHERE t.id = $1`, [id]);
    if (!rows[0]) return null;
    return this.task(rows[0], await this.prossima(id));
  }

  async perClasse(nomeClasse: string): Promise<Task | null> {
    const { rows } = await this.pool.query<{ id: number }>(`SELECT id FROM gesantask WHERE classe_java = $1 ORDER BY id LIMIT 1`, [nomeClasse]);
    return rows[0] ? this.perId(rows[0].id) : null;
  }

  /** The task as the scheduler needs it (null when it does not exist). */
  async daPianificare(id: number): Promise<SchedulableTask | null> {
    const { rows } = await this.pool.query<RigaTask>(`${SELECT_TASK} WHERE t.id = $1`, [id]);
    return rows[0] ? { id: rows[0].id, stato: rows[0].stato, impostazioni: impostazioni(rows[0]) } : null;
  }

  async tuttiDaPianificare(): Promise<SchedulableTask[]> {
    const { rows } = await this.pool.query<RigaTask>(`${SELECT_TASK} ORDER BY t.id`);
    return rows.map((r) => ({ id: r.id, stato: r.stato, impostazioni: impostazioni(r) }));
  }

  /** Newest first. */
  async runs(idTask: number, limite = 200): Promise<EsecuzioneTask[]> {
    const { rows } = await this.pool.query<RigaEsecuzione>(
      `SELECT * FROM gesantasklog WHERE id_task = $1 ORDER BY data_ora_richiesta DESC, id DESC LIMIT $2`,
      [idTask, limite],
    );
    return rows.map(toRun);
  }

  async lastRun(idTask: number): Promise<EsecuzioneTask | null> {
    return (await this.runs(idTask, 1))[0] ?? null;
  }

  async run(idEsecuzione: string): Promise<EsecuzioneTask | null> {
    const { rows } = await this.pool.query<RigaEsecuzione>(`SELECT * FROM gesantasklog WHERE id = $1`, [idEsecuzione]);
    return rows[0] ? toRun(rows[0]) : null;
  }

  /** GET stato/:id: the task's stato and its current (or last) run with its log so far. */
  async statoLive(idTask: number): Promise<StatoLiveTask | null> {
    const { rows } = await this.pool.query<{ stato: StatoTask }>(`SELECT stato FROM gesantask WHERE id = $1`, [idTask]);
    if (!rows[0]) return null;
    const ultima = await this.lastRun(idTask);
    const attiva = ultima?.statoAttuale === 'IN ATTESA' || ultima?.statoAttuale === 'IN ESECUZIONE';
    return {
      idTask,
      stato: rows[0].stato,
      inEsecuzione: attiva,
      idEsecuzione: ultima?.id ?? null,
      statoAttuale: ultima?.statoAttuale ?? null,
      log: ultima?.logElaborazione ?? '',
    };
  }

  /** Runs waiting or running, for the sweep of orphaned runs. */
  async activeRuns(): Promise<ActiveRun[]> {
    const { rows } = await this.pool.query<RigaEsecuzione>(`SELECT * FROM gesantasklog WHERE stato IN ${ATTIVE}`);
    return rows.map((r) => ({ id: r.id, idTask: r.id_task, stato: r.stato, idJob: r.id_job, richiesta: new Date(r.data_ora_richiesta) }));
  }

  private task(r: RigaTask, prossima: number | null): Task {
    return {
      id: r.id,
      stato: r.stato,
      ...impostazioni(r),
      dataOraUltimoStart: iso(r.data_ora_ultimo_start),
      dataOraUltimoStop: iso(r.data_ora_ultimo_stop),
      dataOraProssimaEsecuzione: r.stato === 'ATTIVO' && prossima ? new Date(prossima).toISOString() : null,
      inEsecuzione: r.in_esecuzione,
      versione: r.versione,
    };
  }

  private async prossima(id: number): Promise<number | null> {
    try {
      return await withTimeout(this.pianificazione.nextRun(id));
    } catch {
      return null;
    }
  }
}
