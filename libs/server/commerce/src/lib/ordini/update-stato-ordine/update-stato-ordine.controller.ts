import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Ordine } from '@registro/contracts';
import { CurrentUser, RequiresPermission, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import type { Request } from 'express';
import { GetOrdineQuery } from '../get-ordine/get-ordine.query';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { AggiornaStatoOrdineDto } from './aggiorna-stato-ordine.dto';
import { UpdateStatoOrdineCommand } from './update-stato-ordine.command';

/** POST /api/ordiniordini/aggiornastato: CREATO → CONFERMATO (spec 3 §4), for staff with approva. */
@Controller('ordiniordini')
export class UpdateStatoOrdineController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('aggiornastato')
  @HttpCode(200)
  @ApiBody({ type: AggiornaStatoOrdineDto })
  @RequiresPermission(SEZIONE_ORDINI, 'approva')
  async aggiornaStato(@Body() body: AggiornaStatoOrdineDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute<UpdateStatoOrdineCommand, number>(new UpdateStatoOrdineCommand(body, metadataFrom(req, user)));
    return messaggio('Ordine confermato', await this.queries.execute<GetOrdineQuery, Ordine>(new GetOrdineQuery(id, null)));
  }
}
