import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { haPermesso, type ClienteUtente, type UtenteLista } from '@registro/contracts';
import {
  IdPipe,
  Authenticated,
  RequiresPermission,
  CurrentUser,
  lista,
  ok,
  paging,
  sendExcel,
  column,
  type AuthenticatedUser,
  type ExcelSheet,
} from '@registro/server-platform';
import { GetProfileQuery } from '../queries/get-profile/get-profile.query';
import { ExportUsersQuery } from '../queries/export-users/export-users.query';
import { GetUserQuery } from '../queries/get-user/get-user.query';
import { GetUserInfoQuery } from '../queries/get-user-info/get-user-info.query';
import { ListUsersDto } from '../queries/list-users/list-users.dto';
import { ListUsersQuery } from '../queries/list-users/list-users.query';

/** The orders' section, and the group of their customers (spec 3 §1, profile CLIENTE). */
const SEZIONE_ORDINI = 'ordini';
const PROFILO_CLIENTE = 'CLIENTE';

/** The user list's Excel download: the columns of the list screen (Gruppo, Cognome, Nome, Username). */
export const USERS_EXCEL: ExcelSheet<UtenteLista> = {
  fileName: 'Utenti_',
  columns: [column('Gruppo', 'profilo'), column('Cognome', 'lastname'), column('Nome', 'firstname'), column('Username', 'username')],
};

@Controller('users')
export class UsersController {
  constructor(private readonly queries: QueryBus) {}

  /** Declared before users/:id so "profile" is not taken for an id. */
  @Get('profile')
  @Authenticated()
  async profile(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.queries.execute(new GetProfileQuery(user)));
  }

  /**
   * The user list; also the customer dropdown of the orders (spec 3 §6, `profilo=CLIENTE`): a
   * caller with `ordini` visualizza but not `users` visualizza gets only the CLIENTE group's users,
   * as {id, lastname, firstname}.
   */
  @Get()
  @RequiresPermission(['users', SEZIONE_ORDINI], 'visualizza')
  async list(@Query() q: ListUsersDto, @CurrentUser() user: AuthenticatedUser) {
    const soloClienti = !haPermesso(user.permessi, 'users', 'visualizza');
    const { list, recordsNumber } = await this.queries.execute(
      new ListUsersQuery(
        { username: q.username, lastname: q.lastname, firstname: q.firstname, profilo: soloClienti ? PROFILO_CLIENTE : q.profilo },
        paging(q),
      ),
    );
    if (!soloClienti) return lista(list, recordsNumber);
    return lista(list.map(({ id, lastname, firstname }): ClienteUtente => ({ id, lastname, firstname })), recordsNumber);
  }

  /** Every user matching the list's filters (not only the page on screen) as .xlsx. */
  @Post('excel')
  @HttpCode(200)
  @RequiresPermission('users', 'visualizza')
  async excel(@Query() q: ListUsersDto, @Res() res: Response) {
    const rows = await this.queries.execute(
      new ExportUsersQuery({ username: q.username, lastname: q.lastname, firstname: q.firstname, profilo: q.profilo }),
    );
    await sendExcel(res, USERS_EXCEL, rows);
  }

  /** The user card of /logs/detailsview (spec 2 §2.7): two path segments, so `:id` never takes it. */
  @Get('infouser/:username')
  @RequiresPermission('users', 'visualizza')
  async info(@Param('username') username: string) {
    return ok(await this.queries.execute(new GetUserInfoQuery(username)));
  }

  @Get(':id')
  @RequiresPermission('users', 'visualizza')
  async detail(@Param('id', IdPipe) id: number) {
    return ok(await this.queries.execute(new GetUserQuery(id)));
  }
}
