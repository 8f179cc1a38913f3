import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SEZIONE, type DocumentoArchiviato } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { DocumentoReader } from '../queries/documento-reader';

/** GET /api/documentrepository/:id: one document of the Archivio Documenti (spec 1 §7), without its PDF; 404 "Documento non trovato". */
export const getDocumento = queryUseCase({
  name: 'GetDocumentoArchiviato',
  method: 'GET',
  path: ':id',
  permission: [SEZIONE.documentrepository, 'visualizza'],
});

@Controller('documentrepository')
export class GetDocumentoEndpoint extends UseCaseEndpoint(getDocumento) {}

@QueryHandler(getDocumento.message)
export class GetDocumentoHandler implements IQueryHandler<MessageOf<typeof getDocumento>, DocumentoArchiviato> {
  constructor(private readonly leggi: DocumentoReader) {}

  execute({ input }: MessageOf<typeof getDocumento>): Promise<DocumentoArchiviato> {
    return this.leggi.uno(input.id);
  }
}
