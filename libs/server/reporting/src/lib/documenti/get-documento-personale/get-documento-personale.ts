import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DocumentoRepository } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type AuthenticatedUser, type MessageOf } from '@registro/server-platform';
import { idAnagraficaDi } from '../id-anagrafica-di';
import { DocumentoReader } from '../queries/documento-reader';

/**
 * GET /api/documentrepository/personali/:id: the current PDF (as lastactive/:id) of one of the
 * caller's documents, for any signed-in user; any other id is 404 "Documento non trovato".
 */
export const getDocumentoPersonale = queryUseCase({
  name: 'GetDocumentoPersonale',
  method: 'GET',
  path: ':id',
  access: 'authenticated',
});

@Controller('documentrepository/personali')
export class GetDocumentoPersonaleEndpoint extends UseCaseEndpoint(getDocumentoPersonale) {}

@QueryHandler(getDocumentoPersonale.message)
export class GetDocumentoPersonaleHandler implements IQueryHandler<MessageOf<typeof getDocumentoPersonale>, DocumentoRepository> {
  constructor(private readonly leggi: DocumentoReader) {}

  execute({ input: { id, user } }: MessageOf<typeof getDocumentoPersonale>): Promise<DocumentoRepository> {
    return this.leggi.personale(id, idAnagraficaDi(user as AuthenticatedUser));
  }
}
