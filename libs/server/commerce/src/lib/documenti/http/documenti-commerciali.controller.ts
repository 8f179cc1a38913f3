import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { DocumentoCommerciale, Lista } from '@registro/contracts';
import {
  ApiIdempotencyKey,
  BadRequestError,
  CurrentUser,
  IdPipe,
  RequiresPermission,
  idempotencyKeyOf,
  lista,
  messaggio,
  metadataFrom,
  ok,
  paging,
  type AuthenticatedUser,
} from '@registro/server-platform';
import type { Request } from 'express';
import { CreateDocumentoCommand } from '../commands/create-documento/create-documento.command';
import { DeleteDocumentoCommand } from '../commands/delete-documento/delete-documento.command';
import { UpdateDocumentoCommand } from '../commands/update-documento/update-documento.command';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { ElaboraDocumentoQuery } from '../queries/elabora-documento/elabora-documento.query';
import { GetDocumentoQuery } from '../queries/get-documento/get-documento.query';
import { ListDocumentiQuery } from '../queries/list-documenti/list-documenti.query';

const testo = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined);

/** The id of a save body: undefined for a new document (absent, null or -1). */
function idDa(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Documento non valido');
  const v = (body as Record<string, unknown>)['id'];
  if (v === undefined || v === null || v === '' || Number(v) === -1) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new BadRequestError('Id non valido');
  return n;
}

/**
 * Commercial documents (spec 3 §2 "Documents", §7): the principal store under
 * /api/paperclean/documenti, the archive under /api/paperclean/documenti/a (spec 2's invoices own
 * /api/documenti). The fixed paths come before `:id`.
 */
@Controller('paperclean/documenti')
export class DocumentiCommercialiController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  elenco(@Query() query: Record<string, unknown>) {
    return this.lista('P', query);
  }

  @Get('a')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  elencoArchivio(@Query() query: Record<string, unknown>) {
    return this.lista('A', query);
  }

  /** The document with recalculated totals; nothing is stored. */
  @Post('elabora')
  @HttpCode(200)
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  async elabora(@Body() body: unknown) {
    return ok(await this.queries.execute<ElaboraDocumentoQuery, DocumentoCommerciale>(new ElaboraDocumentoQuery(body)));
  }

  @Get('a/:id')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  async dettaglioArchivio(@Param('id', IdPipe) id: number) {
    return ok(await this.documento(id, 'A'));
  }

  @Get(':id')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'visualizza')
  async dettaglio(@Param('id', IdPipe) id: number) {
    return ok(await this.documento(id, 'P'));
  }

  @Post()
  @RequiresPermission(SEZIONE_DOCUMENTI, 'modifica')
  @ApiIdempotencyKey()
  salva(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.salvaIn('P', body, user, req);
  }

  @Post('a')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'modifica')
  @ApiIdempotencyKey()
  salvaArchivio(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return this.salvaIn('A', body, user, req);
  }

  @Delete(':id')
  @RequiresPermission(SEZIONE_DOCUMENTI, 'elimina')
  async elimina(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    await this.commands.execute(new DeleteDocumentoCommand(id, metadataFrom(req, user)));
    return messaggio('Cancellazione avvenuta con successo');
  }

  private async lista(store: StoreDocumento, query: Record<string, unknown>) {
    const { list, recordsNumber } = await this.queries.execute<ListDocumentiQuery, Lista<Partial<DocumentoCommerciale>>>(
      new ListDocumentiQuery(store, { tipo: testo(query['tipo']), numero: testo(query['numero']) }, paging({ page: query['page'], forPage: query['forPage'] ?? 50 })),
    );
    return lista(list, recordsNumber);
  }

  private async salvaIn(store: StoreDocumento, body: unknown, user: AuthenticatedUser, req: Request) {
    const metadata = metadataFrom(req, user);
    const esistente = idDa(body);
    // the key matters only to a create (an update names its document already), so only a create reads it
    const id =
      esistente === undefined
        ? await this.commands.execute<CreateDocumentoCommand, number>(new CreateDocumentoCommand(store, body, metadata, idempotencyKeyOf(req)))
        : (await this.commands.execute(new UpdateDocumentoCommand(esistente, store, body, metadata)), esistente);
    return messaggio('Salvataggio avvenuto con successo', await this.documento(id, store));
  }

  private documento(id: number, store: StoreDocumento): Promise<DocumentoCommerciale> {
    return this.queries.execute<GetDocumentoQuery, DocumentoCommerciale>(new GetDocumentoQuery(id, store));
  }
}
