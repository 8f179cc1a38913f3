import { Body, Controller, Delete, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { IdPipe, RequiresPermission, SezioniPermesso, CurrentUser, messaggio, metadataFrom, ok, type AuthenticatedUser } from '@registro/server-platform';
import { CreateGroupCommand } from '../commands/create-group/create-group.command';
import { DeleteGroupCommand } from '../commands/delete-group/delete-group.command';
import { validGruppo } from '../commands/save-group/valid-gruppo';
import { SaveGroupDto } from '../commands/save-group/save-group.dto';
import { UpdateGroupCommand } from '../commands/update-group/update-group.command';
import { GetGroupQuery } from '../queries/get-group/get-group.query';

/**
 * Group save and delete. Spec 1 §7 does not show the save's method and path; they follow the
 * generic save of §7: POST /api/gruppi for a new group, PUT /api/gruppi/:id for an existing one.
 */
@Controller('gruppi')
export class GruppiAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sezioni: SezioniPermesso,
  ) {}

  /** Answers the saved group as GET /api/gruppi/:id shows it. */
  @Post()
  @RequiresPermission('gruppi', 'modifica')
  async create(@Body() body: SaveGroupDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute(new CreateGroupCommand(validGruppo(body, await this.sezioni.tutte()), metadataFrom(req, user)));
    return ok(await this.queries.execute(new GetGroupQuery(id)));
  }

  @Put(':id')
  @RequiresPermission('gruppi', 'modifica')
  async update(@Param('id', IdPipe) id: number, @Body() body: SaveGroupDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
        await this.commands.execute(new UpdateGroupCommand(id, validGruppo(body, await this.sezioni.tutte()), metadataFrom(req, user)));
    return ok(await this.queries.execute(new GetGroupQuery(id)));
  }

  /** 409 while users still belong to the group. */
  @Delete(':id')
  @RequiresPermission('gruppi', 'elimina')
  async delete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
        await this.commands.execute(new DeleteGroupCommand(id, metadataFrom(req, user)));
    return messaggio('Gruppo eliminato con successo', { id });
  }
}
