import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Task } from '@registro/contracts';
import {
  NotFoundError,
  RequiresPermission,
  CurrentUser,
  IdPipe,
  messaggio,
  metadataFrom,
  ok,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { CreateTaskCommand } from '../commands/create-task/create-task.command';
import { DeleteTaskCommand } from '../commands/delete-task/delete-task.command';
import { RunTaskCommand } from '../commands/run-task/run-task.command';
import { StartTaskCommand } from '../commands/start-task/start-task.command';
import { StopTaskCommand } from '../commands/stop-task/stop-task.command';
import { UpdateTaskCommand } from '../commands/update-task/update-task.command';
import { MESSAGGIO_TASK_NON_TROVATO } from '../domain/task.aggregate';
import { SEZIONE_TASK } from '../domain/task.events';
import { TaskHandlerRegistry } from '../handlers/task-handler-registry';
import { GetTaskQuery } from '../queries/get-task/get-task.query';
import { GetTaskLiveStateQuery } from '../queries/get-task-live-state/get-task-live-state.query';
import { SaveTaskDto } from './save-task.dto';

/** Scheduled tasks (spec 2 §2.9, §7 "Tasks"); the list is list-tasks/. The fixed paths come before `:id`. */
@Controller('gesantask')
export class TasksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly gestori: TaskHandlerRegistry,
  ) {}

  /** The registered handlers, for the "Nome Classe" field. */
  @Get('classi')
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  classi() {
    return ok(this.gestori.classi());
  }

  @Get('start/:id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async start(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new StartTaskCommand(id, metadataFrom(req, user)));
    return messaggio('Task avviato', await this.task(id));
  }

  @Get('stop/:id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async stop(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new StopTaskCommand(id, metadataFrom(req, user)));
    return messaggio('Task fermato', await this.task(id));
  }

  /** Run now: 409 while the task has a run waiting or in progress. */
  @Get('esegui/:id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async esegui(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const richiesta = await this.commands.execute(new RunTaskCommand(id, user.username, metadataFrom(req, user)));
    return messaggio('Esecuzione avviata', richiesta);
  }

  @Get('stato/:id')
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  async stato(@Param('id', IdPipe) id: number) {
    const stato = await this.queries.execute(new GetTaskLiveStateQuery(id));
    if (!stato) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
    return ok(stato);
  }

  @Get(':id')
  @RequiresPermission(SEZIONE_TASK, 'visualizza')
  async dettaglio(@Param('id', IdPipe) id: number) {
    return ok(await this.task(id));
  }

  @Post()
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async crea(@Body() body: SaveTaskDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute<CreateTaskCommand, number>(new CreateTaskCommand(body, metadataFrom(req, user)));
    return messaggio('Salvataggio avvenuto con successo', await this.task(id));
  }

  @Put(':id')
  @RequiresPermission(SEZIONE_TASK, 'modifica')
  async modifica(@Param('id', IdPipe) id: number, @Body() body: SaveTaskDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new UpdateTaskCommand(id, body, metadataFrom(req, user)));
    return messaggio('Salvataggio avvenuto con successo', await this.task(id));
  }

  @Delete(':id')
  @RequiresPermission(SEZIONE_TASK, 'elimina')
  async elimina(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new DeleteTaskCommand(id, metadataFrom(req, user)));
    return messaggio('Eliminazione avvenuta con successo', { id });
  }

  private async task(id: number): Promise<Task> {
    const task = await this.queries.execute<GetTaskQuery, Task | null>(new GetTaskQuery(id));
    if (!task) throw new NotFoundError(MESSAGGIO_TASK_NON_TROVATO);
    return task;
  }
}
