import { Body, Controller, Delete, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import {
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
import { valoriModuloUtente } from '../commands/save-user/valori-modulo-utente';
import { ToggleUserActiveCommand } from '../commands/toggle-user-active/toggle-user-active.command';
import { UpdateUserCommand } from '../commands/update-user/update-user.command';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { idNumerico } from './id-param';

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
    const v = valoriModuloUtente(body, true);
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
  async toggleActive(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const attivo = await this.commands.execute(new ToggleUserActiveCommand(idNumerico(id), user, metadataFrom(req, user)));
    return messaggio(attivo ? 'Utente abilitato con successo' : 'Utente disabilitato con successo', { attivo });
  }

  @Put(':id')
  @RequiresPermission('users', 'modifica')
  async update(@Param('id') id: string, @Body() body: SaveUserDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idUtente = idNumerico(id);
    await this.commands.execute(new UpdateUserCommand(idUtente, valoriModuloUtente(body, false), user, metadataFrom(req, user)));
    return ok(await this.queries.execute(new GetUserQuery(idUtente)));
  }

  @Delete(':id')
  @RequiresPermission('users', 'elimina')
  async delete(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const idUtente = idNumerico(id);
    await this.commands.execute(new DeleteUserCommand(idUtente, user, metadataFrom(req, user)));
    return messaggio('Utente eliminato con successo', { id: idUtente });
  }
}
