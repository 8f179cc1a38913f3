import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Task } from '@registro/contracts';
import {
  NotFoundError,
  RequiresPermission,
  CurrentUser,
  messaggio,
  metadataFrom,
  ok,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { AvviaTaskCommand } from '../commands/avvia-task/avvia-task.command';
import { MESSAGGIO_TASK_NON_TROVATO } from '../commands/carica-task';
import { CreaTaskCommand } from '../commands/crea-task/crea-task.command';
import { EliminaTaskCommand } from '../commands/elimina-task/elimina-task.command';
import { EseguiTaskCommand } from '../commands/esegui-task/esegui-task.command';
import { FermaTaskCommand } from '../commands/ferma-task/ferma-task.command';
import { ModificaTaskCommand } from '../commands/modifica-task/modifica-task.command';
import { SalvaTaskDto } from '../commands/salva-task/salva-task.dto';
import { SEZIONE_TASK } from '../domain/task.events';
import { RegistroGestoriTask } from '../gestori/registro-gestori';
import { DettaglioTaskQuery } from '../queries/dettaglio-task/dettaglio-task.query';
import { ElencoTaskQuery } from '../queries/elenco-task/elenco-task.query';
import { StatoLiveTaskQuery } from '../queries/stato-live-task/stato-live-task.query';
import { idTask } from './id-task';

/** Scheduled tasks (spec 2 §2.9, §7 "Tasks"). The fixed paths come before `:id`. */
@Controller('gesantask')
export class TasksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly gestori: RegistroGestoriTask,
  ) {}

  @Get()
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  async elenco(@Query('nome') nome?: unknown, @Query('stato') stato?: unknown) {
    const testo = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    return ok(await this.queries.execute<ElencoTaskQuery, Task[]>(new ElencoTaskQuery({ nome: testo(nome), stato: testo(stato) })));
  }

  /** The registered handlers, for the "Nome Classe" field. */
  @Get('classi')
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  classi() {
    return ok(this.gestori.classi());
  }

  @Get('start/:id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async start(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const n = idTask(id);
    await this.commands.execute(new AvviaTaskCommand(n, metadataFrom(req, user)));
    return messaggio('Task avviato', await this.task(n));
  }

  @Get('stop/:id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async stop(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const n = idTask(id);
    await this.commands.execute(new FermaTaskCommand(n, metadataFrom(req, user)));
    return messaggio('Task fermato', await this.task(n));
  }

  /** Run now: 409 while the task has a run waiting or in progress. */
  @Get('esegui/:id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async esegui(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const richiesta = await this.commands.execute(new EseguiTaskCommand(idTask(id), user.username, metadataFrom(req, user)));
    return messaggio('Esecuzione avviata', richiesta);
  }

  @Get('stato/:id')
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  async stato(@Param('id') id: string) {
    const stato = await this.queries.execute(new StatoLiveTaskQuery(idTask(id)));
    if (!stato) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
    return ok(stato);
  }

  @Get(':id')
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  async dettaglio(@Param('id') id: string) {
    return ok(await this.task(idTask(id)));
  }

  @Post()
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async crea(@Body() body: SalvaTaskDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute<CreaTaskCommand, number>(new CreaTaskCommand(body, metadataFrom(req, user)));
    return messaggio('Salvataggio avvenuto con successo', await this.task(id));
  }

  @Put(':id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async modifica(@Param('id') id: string, @Body() body: SalvaTaskDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const n = idTask(id);
    await this.commands.execute(new ModificaTaskCommand(n, body, metadataFrom(req, user)));
    return messaggio('Salvataggio avvenuto con successo', await this.task(n));
  }

  @Delete(':id')
  @RequiresPermission(SEZIONE_TASK, 'elimina')
  async elimina(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const n = idTask(id);
    await this.commands.execute(new EliminaTaskCommand(n, metadataFrom(req, user)));
    return messaggio('Eliminazione avvenuta con successo', { id: n });
  }

  private async task(id: number): Promise<Task> {
    const task = await this.queries.execute<DettaglioTaskQuery, Task | null>(new DettaglioTaskQuery(id));
    if (!task) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
    return task;
  }
}
