import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { UtenteLista } from '@registro/contracts';
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

  @Get()
  @RequiresPermission('users', 'visualizza')
  async list(@Query() q: ListUsersDto) {
    const { list, recordsNumber } = await this.queries.execute(
      new ListUsersQuery(
        { username: q.username, lastname: q.lastname, firstname: q.firstname, profilo: q.profilo },
        paging(q),
      ),
    );
    return lista(list, recordsNumber);
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
