import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { FiltriOrdini, Lista, Ordine, OrdineElenco } from '@registro/contracts';
import { ApiIdempotencyKey, CurrentUser, IdPipe, RequiresPermission, idempotencyKeyOf, lista, messaggio, metadataFrom, ok, paging, type AuthenticatedUser } from '@registro/server-platform';
import { CreateOrdineCommand } from '../commands/create-ordine/create-ordine.command';
import { DeleteOrdineCommand } from '../commands/delete-ordine/delete-ordine.command';
import { UpdateStatoOrdineCommand } from '../commands/update-stato-ordine/update-stato-ordine.command';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { ElaboraOrdineQuery } from '../queries/elabora-ordine/elabora-ordine.query';
import { GetOrdineQuery } from '../queries/get-ordine/get-ordine.query';
import { ListOrdiniQuery } from '../queries/list-ordini/list-ordini.query';
import { soloClienteDi, soloClientePerEliminare } from './ordini-scope';

const testo = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);

function filtriDa(query: Record<string, unknown>): FiltriOrdini {
  const idCliente = Number(testo(query['idCliente']));
  return {
    codice: testo(query['codice']),
    idCliente: Number.isInteger(idCliente) && idCliente > 0 ? idCliente : undefined,
    dataDal: testo(query['dataDal']),
    dataAl: testo(query['dataAl']),
  };
}

/** Readers of the orders: staff (visualizza) and customers (modifica alone: their own orders). */
const LETTORI = ['visualizza', 'modifica'] as const;

/** Orders (spec 3 §2 Orders, §7 "Orders and others"). The fixed paths come before `:id`. */
@Controller('ordiniordini')
export class OrdiniController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresPermission(SEZIONE_ORDINI, LETTORI)
  async elenco(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthenticatedUser) {
    const { list, recordsNumber } = await this.queries.execute<ListOrdiniQuery, Lista<OrdineElenco>>(
      new ListOrdiniQuery(filtriDa(query), soloClienteDi(user), paging({ page: query['page'], forPage: query['forPage'] ?? 50 })),
    );
    return lista(list, recordsNumber);
  }

  /** CREATO → CONFERMATO (spec 3 §4), for staff with approva. */
  @Post('aggiornastato')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_ORDINI, 'approva')
  async aggiornaStato(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute<UpdateStatoOrdineCommand, number>(new UpdateStatoOrdineCommand(body, metadataFrom(req, user)));
    return messaggio('Ordine confermato', await this.ordine(id, null));
  }

  /** The rows priced from the catalogue and the total; nothing is stored. */
  @Post('elabora')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_ORDINI, LETTORI)
  async elabora(@Body() body: unknown) {
    return ok(await this.queries.execute(new ElaboraOrdineQuery(body)));
  }

  @Get(':id')
  @RequiresPermission(SEZIONE_ORDINI, LETTORI)
  async dettaglio(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.ordine(id, soloClienteDi(user)));
  }

  /** A new order of the signed-in user: the customer data from their profile, the prices from the catalogue. */
  @Post()
  @RequiresPermission(SEZIONE_ORDINI, 'modifica')
  @ApiIdempotencyKey()
  async crea(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const id = await this.commands.execute<CreateOrdineCommand, number>(
      new CreateOrdineCommand(body, user.userId, metadataFrom(req, user), idempotencyKeyOf(req)),
    );
    return messaggio('Salvataggio avvenuto con successo', await this.ordine(id, null));
  }

  @Delete(':id')
  @RequiresPermission(SEZIONE_ORDINI, ['modifica', 'elimina'])
  async elimina(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new DeleteOrdineCommand(id, soloClientePerEliminare(user), metadataFrom(req, user)));
    return messaggio('Ordine eliminato');
  }

  private ordine(id: number, soloCliente: number | null): Promise<Ordine> {
    return this.queries.execute<GetOrdineQuery, Ordine>(new GetOrdineQuery(id, soloCliente));
  }
}
