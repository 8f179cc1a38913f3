import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DocumentoCommerciale } from '@registro/contracts';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { DocumentoReader } from './documento.reader';

/** GET /api/paperclean/documenti/{id}: a document of the principal store with its `versione`. */
export const getDocumento = queryUseCase({ name: 'GetDocumento', method: 'GET', path: ':id', permission: [SEZIONE_DOCUMENTI, 'visualizza'] });

/** GET /api/paperclean/documenti/a/{id}: a document of the archive. */
export const getDocumentoArchivio = queryUseCase({ name: 'GetDocumentoArchivio', method: 'GET', path: 'a/:id', permission: [SEZIONE_DOCUMENTI, 'visualizza'] });

@Controller('paperclean/documenti')
export class GetDocumentoEndpoint extends UseCaseEndpoint(getDocumento) {}

@Controller('paperclean/documenti')
export class GetDocumentoArchivioEndpoint extends UseCaseEndpoint(getDocumentoArchivio) {}

@QueryHandler(getDocumento.message)
export class GetDocumentoHandler implements IQueryHandler<MessageOf<typeof getDocumento>, DocumentoCommerciale> {
  constructor(private readonly reader: DocumentoReader) {}

  execute({ input }: MessageOf<typeof getDocumento>): Promise<DocumentoCommerciale> {
    return this.reader.get(input.id, 'P');
  }
}

@QueryHandler(getDocumentoArchivio.message)
export class GetDocumentoArchivioHandler implements IQueryHandler<MessageOf<typeof getDocumentoArchivio>, DocumentoCommerciale> {
  constructor(private readonly reader: DocumentoReader) {}

  execute({ input }: MessageOf<typeof getDocumentoArchivio>): Promise<DocumentoCommerciale> {
    return this.reader.get(input.id, 'A');
  }
}
