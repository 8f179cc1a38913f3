import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { HttpStatus } from '@nestjs/common';
import { HttpError, UnitOfWork } from '@registro/server-platform';
import { LiveTask } from '../../esecuzione/live-task';
import { RegistroEsecuzioni } from '../../esecuzione/registro-esecuzioni';
import { PianificazioneTask } from '../../scheduling/pianificazione-task';
import { caricaTask } from '../carica-task';
import { EseguiTaskCommand, type EsecuzioneRichiesta } from './esegui-task.command';

const MESSAGGIO_CODA_NON_RAGGIUNGIBILE = "Impossibile avviare l'esecuzione: la coda dei task non è raggiungibile, riprovare più tardi";

/** 503: Redis does not answer; the run was closed as ERRORE. */
class CodaNonRaggiungibile extends HttpError {
  constructor(readonly causa: unknown) {
    super(HttpStatus.SERVICE_UNAVAILABLE, MESSAGGIO_CODA_NON_RAGGIUNGIBILE);
  }
}

@CommandHandler(EseguiTaskCommand)
export class EseguiTaskHandler implements ICommandHandler<EseguiTaskCommand, EsecuzioneRichiesta> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly esecuzioni: RegistroEsecuzioni,
    private readonly pianificazione: PianificazioneTask,
    private readonly live: LiveTask,
  ) {}

  async execute({ idTask, utente, metadata }: EseguiTaskCommand): Promise<EsecuzioneRichiesta> {
    const idEsecuzione = randomUUID();
    const chi = { ...metadata, userName: metadata.userName ?? utente };
    const task = await this.uow.run(async (tx) => {
      const task = await caricaTask(this.store, tx, idTask);
      await this.esecuzioni.richiedi(tx, idEsecuzione, { idTask, origine: 'manuale', idJob: idEsecuzione }, chi);
      return task;
    });
    try {
      await this.pianificazione.accoda(idTask, idEsecuzione);
    } catch (e) {
      // the run is recorded but no worker will ever see it: close it instead of leaving it waiting
      await this.esecuzioni.chiudiOrfana(idEsecuzione, idTask, 'ERRORE', MESSAGGIO_CODA_NON_RAGGIUNGIBILE, chi);
      throw new CodaNonRaggiungibile(e);
    }
    this.live.stato({ idTask, stato: task.stato, inEsecuzione: true, idEsecuzione, statoAttuale: 'IN ATTESA', log: '' });
    return { idEsecuzione };
  }
}
