import { Controller, Get, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { EsecuzioneTask, Task } from '@registro/contracts';
import { ConflictError, messaggio, metadataFrom, ok, RequiresPermission, CurrentUser, type AuthenticatedUser } from '@registro/server-platform';
import { RunTaskCommand, FindTaskByClassQuery, GetLastTaskRunQuery } from '../../tasks';
import { statoImport } from './stato-import';
import { DESCRIZIONE_SORGENTE_DIMOSTRATIVA, SorgenteCaseificio, SorgenteNonConfigurata } from './sorgente-caseificio';

export const CLASSE_IMPORT_CASEIFICIO = 'ImportCaseificio';

/** /caseificiosync: the import's status and its Importa button, run by the task system. */
@Controller()
export class CaseificioController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sorgenti: SorgenteCaseificio,
  ) {}

  @Get('attivazione/1')
  @RequiresPermission('caseificiosync', 'visualizza')
  async stato() {
    const task = await this.task();
    const esecuzione = task ? await this.queries.execute<GetLastTaskRunQuery, EsecuzioneTask | null>(new GetLastTaskRunQuery(task.id)) : null;
    return ok(statoImport(task, esecuzione));
  }

  @Get('caseificioimport')
  @RequiresPermission('caseificiosync', 'modifica')
  async importa(@Req() req: Request, @CurrentUser() user: AuthenticatedUser) {
    const task = await this.task();
    if (!task) throw new ConflictError('Import non configurato: manca il task ImportCaseificio');
    // a source that is not configured is said now, not after the run has failed
    let dimostrativa: boolean;
    try {
      dimostrativa = this.sorgenti.risolvi().tipo === 'dimostrativa';
    } catch (e) {
      if (e instanceof SorgenteNonConfigurata) throw new ConflictError(e.message);
      throw e;
    }
    await this.commands.execute(new RunTaskCommand(task.id, user.username, metadataFrom(req, user)));
    return messaggio(`Import avviato${dimostrativa ? ` dalla ${DESCRIZIONE_SORGENTE_DIMOSTRATIVA}` : ''}: lo stato si aggiorna durante l'elaborazione`);
  }

  private task(): Promise<Task | null> {
    return this.queries.execute<FindTaskByClassQuery, Task | null>(new FindTaskByClassQuery(CLASSE_IMPORT_CASEIFICIO));
  }
}
