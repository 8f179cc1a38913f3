import { Module, OnModuleInit } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { AvviaTaskHandler } from './commands/avvia-task/avvia-task.handler';
import { CreaTaskHandler } from './commands/crea-task/crea-task.handler';
import { EliminaTaskHandler } from './commands/elimina-task/elimina-task.handler';
import { EseguiTaskHandler } from './commands/esegui-task/esegui-task.handler';
import { FermaTaskHandler } from './commands/ferma-task/ferma-task.handler';
import { ModificaTaskHandler } from './commands/modifica-task/modifica-task.handler';
import { EsecutoreTask } from './esecuzione/esecutore-task';
import { LiveTask } from './esecuzione/live-task';
import { RegistroEsecuzioni } from './esecuzione/registro-esecuzioni';
import { InvioEmailInCoda } from './gestori/invio-email-in-coda/invio-email-in-coda.gestore';
import { PuliziaLog } from './gestori/pulizia-log/pulizia-log.gestore';
import { RegistroGestoriTask } from './gestori/registro-gestori';
import { RicostruzioneProiezione } from './gestori/ricostruzione-proiezione/ricostruzione-proiezione.gestore';
import { ScadenzaSessioni } from './gestori/scadenza-sessioni/scadenza-sessioni.gestore';
import { registraStoriaTask } from './history/tasks-history';
import { TaskLogController } from './http/task-log.controller';
import { TasksController } from './http/tasks.controller';
import { LettureTask } from './letture/letture-task';
import { PostaInUscita } from './posta/posta-in-uscita';
import { tasksProjection } from './projections/tasks.projection';
import { DettaglioTaskHandler } from './queries/dettaglio-task/dettaglio-task.handler';
import { ElencoTaskHandler } from './queries/elenco-task/elenco-task.handler';
import { EsecuzioniTaskHandler } from './queries/esecuzioni-task/esecuzioni-task.handler';
import { StatoLiveTaskHandler } from './queries/stato-live-task/stato-live-task.handler';
import { TrovaTaskPerClasseHandler } from './queries/trova-task-per-classe/trova-task-per-classe.handler';
import { UltimaEsecuzioneHandler } from './queries/ultima-esecuzione/ultima-esecuzione.handler';
import { PianificazioneTask } from './scheduling/pianificazione-task';
import { TasksSeeder } from './seed/tasks-seeder';

/** The handlers shipped with the product; other areas register theirs in their own modules. */
const GESTORI = [ScadenzaSessioni, RicostruzioneProiezione, InvioEmailInCoda, PuliziaLog];

/**
 * Scheduled tasks: the api's endpoints and the pieces the worker uses to run them (EsecutoreTask,
 * PianificazioneTask). Imported by both, so both see the same registered handlers.
 */
@Module({
  imports: [CqrsModule, DiscoveryModule, AuditModule],
  controllers: [TasksController, TaskLogController],
  providers: [
    RegistroGestoriTask,
    PianificazioneTask,
    LettureTask,
    RegistroEsecuzioni,
    LiveTask,
    EsecutoreTask,
    PostaInUscita,
    TasksSeeder,
    CreaTaskHandler,
    ModificaTaskHandler,
    EliminaTaskHandler,
    AvviaTaskHandler,
    FermaTaskHandler,
    EseguiTaskHandler,
    ElencoTaskHandler,
    DettaglioTaskHandler,
    EsecuzioniTaskHandler,
    StatoLiveTaskHandler,
    TrovaTaskPerClasseHandler,
    UltimaEsecuzioneHandler,
    ...GESTORI,
  ],
  exports: [RegistroGestoriTask, PianificazioneTask, LettureTask, RegistroEsecuzioni, EsecutoreTask, LiveTask, PostaInUscita, TasksSeeder],
})
export class TasksModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(tasksProjection);
    registraStoriaTask(this.history);
  }
}
