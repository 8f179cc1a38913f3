import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { ApiIdempotencyKey, CurrentUser, RequiresPermission, idempotencyKeyOf, messaggio, metadataFrom, type AuthenticatedUser } from '@registro/server-platform';
import type { Request } from 'express';
import { OrdineReader } from '../get-ordine/ordine.reader';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { CreateOrdineCommand } from './create-ordine.command';
import { NuovoOrdineDto } from './nuovo-ordine.dto';

/** POST /api/ordiniordini: a new order of the signed-in user; the customer data from their profile, the prices from the catalogue. */
@Controller('ordiniordini')
export class CreateOrdineController {
  constructor(
    private readonly commands: CommandBus,
    private readonly ordini: OrdineReader,
  ) {}

  @Post()
  @ApiBody({ type: NuovoOrdineDto })
  @RequiresPermission(SEZIONE_ORDINI, 'modifica')
  @ApiIdempotencyKey()
  async crea(@Body() body: NuovoOrdineDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute<CreateOrdineCommand, number>(new CreateOrdineCommand(body, user.userId, metadataFrom(req, user), idempotencyKeyOf(req)));
    return messaggio('Salvataggio avvenuto con successo', await this.ordini.get(id, null));
  }
}
