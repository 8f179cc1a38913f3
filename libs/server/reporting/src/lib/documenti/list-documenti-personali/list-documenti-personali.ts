import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DocumentoArchiviato, Lista } from '@registro/contracts';
import { PagedQueryDto, UseCaseEndpoint, paging, queryUseCase, type AuthenticatedUser, type MessageOf } from '@registro/server-platform';
import { idAnagraficaDi } from '../id-anagrafica-di';
import { DocumentoReader } from '../queries/documento-reader';

/**
 * GET /api/documentrepository/personali: the caller's own documents (a patient reading their
 * reports), for any signed-in user, with no permission on documentrepository: active documents
 * whose idAnagrafica is the caller's, latest refertazione first, 20 per page.
 */
export const listDocumentiPersonali = queryUseCase({
  name: 'ListDocumentiPersonali',
  method: 'GET',
  path: '',
  access: 'authenticated',
  query: PagedQueryDto,
});

/** Listed before GetDocumentoEndpoint in the module, so that `personali` is not taken for a document id. */
@Controller('documentrepository/personali')
export class ListDocumentiPersonaliEndpoint extends UseCaseEndpoint(listDocumentiPersonali) {}

@QueryHandler(listDocumentiPersonali.message)
export class ListDocumentiPersonaliHandler implements IQueryHandler<MessageOf<typeof listDocumentiPersonali>, Lista<DocumentoArchiviato>> {
  constructor(private readonly leggi: DocumentoReader) {}

  execute({ input: { query, user } }: MessageOf<typeof listDocumentiPersonali>): Promise<Lista<DocumentoArchiviato>> {
    return this.leggi.list({ idAnagrafica: idAnagraficaDi(user as AuthenticatedUser) }, paging({ page: query.page, forPage: query.forPage ?? 20 }));
  }
}
