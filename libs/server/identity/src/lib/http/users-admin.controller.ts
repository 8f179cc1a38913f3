import { Body, Controller, Delete, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import {
  IdPipe,
  RequiresPermission,
  CurrentUser,
  messaggio,
  metadataFrom,
  ok,
  type AuthenticatedUser,
} from '@registro/server-platform';
import { CreateUserCommand } from '../commands/create-user/create-user.command';
import { DeleteUserCommand } from '../commands/delete-user/delete-user.command';
import { SaveUserDto } from '../commands/save-user/save-user.dto';
import { userFormValues } from '../commands/save-user/user-form-values';
import { ToggleUserActiveCommand } from '../commands/toggle-user-active/toggle-user-active.command';
import { UpdateUserCommand } from '../commands/update-user/update-user.command';
import { GetUserQuery } from '../queries/get-user/get-user.query';

/** The user list's and the user form's writes (spec 1 §2 user list, §7). */
@Controller('users')
export class UsersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Answers the saved user as GET /api/users/:id shows it. */
  @Post()
  @RequiresPermission('users', 'modifica')
  async create(@Body() body: SaveUserDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const v = userFormValues(body, true);
    const id = await this.commands.execute(
      new CreateUserCommand(
        {
          username: v.username,
          firstname: v.firstname,
          lastname: v.lastname,
          email: v.email,
          password: v.password as string,
          gruppoId: v.gruppoId,
          attivo: v.attivo,
          scadenzaUtenza: v.scadenzaUtenza,
        },
        metadataFrom(req, user),
      ),
    );
    return ok(await this.queries.execute(new GetUserQuery(id)));
  }

  /** The active/inactive switch; deactivation ends the user's sessions. */
  @Put('attiva/:id')
  @RequiresPermission('users', 'modifica')
  async toggleActive(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const attivo = await this.commands.execute(new ToggleUserActiveCommand(id, user, metadataFrom(req, user)));
    return messaggio(attivo ? 'Utente abilitato con successo' : 'Utente disabilitato con successo', { attivo });
  }

  @Put(':id')
  @RequiresPermission('users', 'modifica')
  async update(@Param('id', IdPipe) id: number, @Body() body: SaveUserDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
        await this.commands.execute(new UpdateUserCommand(id, userFormValues(body, false), user, metadataFrom(req, user)));
    return ok(await this.queries.execute(new GetUserQuery(id)));
  }

  @Delete(':id')
  @RequiresPermission('users', 'elimina')
  async delete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
        await this.commands.execute(new DeleteUserCommand(id, user, metadataFrom(req, user)));
    return messaggio('Utente eliminato con successo', { id });
  }
}
