import { Controller, Get, Param, Query } from '@nestjs/common';
import { Authenticated, CurrentUser, IdPipe, PagedQueryDto, lista, ok, paging, type AuthenticatedUser } from '@registro/server-platform';
import { DocumentoReader } from '../queries/documento-reader';

/**
 * The registry id (anagrafica) of the signed-in user: their user id, until the commerce context
 * brings parties and a user is linked to their own (see README "Own documents").
 */
const idAnagraficaDi = (user: AuthenticatedUser): number => user.userId;

/**
 * /api/documentrepository/personali: the caller's own documents (a patient reading their reports),
 * for any signed-in user, with no permission on documentrepository. Listed before
 * DocumentiController in the module, so that `personali` is not taken for a document id.
 */
@Controller('documentrepository/personali')
export class DocumentiPersonaliController {
  constructor(private readonly leggi: DocumentoReader) {}

  /** Active documents whose idAnagrafica is the caller's, latest refertazione first, 20 per page. */
  @Get()
  @Authenticated()
  async list(@Query() q: PagedQueryDto, @CurrentUser() user: AuthenticatedUser) {
    const { list, recordsNumber } = await this.leggi.list({ idAnagrafica: idAnagraficaDi(user) }, paging({ page: q.page, forPage: q.forPage ?? 20 }));
    return lista(list, recordsNumber);
  }

  /** The current PDF (as lastactive/{id}) of one of the caller's documents; any other id is 404 "Documento non trovato". */
  @Get(':id')
  @Authenticated()
  async get(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return ok(await this.leggi.personale(id, idAnagraficaDi(user)));
  }
}
