import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SEZIONE, type DocumentoRepository } from '@registro/contracts';
import { NotFoundError, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { MESSAGGIO_DOCUMENTO_NON_FIRMATO } from '../commands/sign-documento';
import { DocumentoReader } from '../queries/documento-reader';
import { LastActiveQueryDto } from './get-last-active-documento.dto';

/**
 * GET /api/documentrepository/lastactive/:id: the current PDF (base64) of document :id; with
 * ?sezione=, :id is a record of that section and its latest active document is returned.
 * 404 "Documento non firmato" when there is none.
 */
export const getLastActiveDocumento = queryUseCase({
  name: 'GetLastActiveDocumento',
  method: 'GET',
  path: 'lastactive/:id',
  permission: [SEZIONE.documentrepository, 'visualizza'],
  query: LastActiveQueryDto,
});

@Controller('documentrepository')
export class GetLastActiveDocumentoEndpoint extends UseCaseEndpoint(getLastActiveDocumento) {}

@QueryHandler(getLastActiveDocumento.message)
export class GetLastActiveDocumentoHandler implements IQueryHandler<MessageOf<typeof getLastActiveDocumento>, DocumentoRepository> {
  constructor(private readonly leggi: DocumentoReader) {}

  async execute({ input: { id, query } }: MessageOf<typeof getLastActiveDocumento>): Promise<DocumentoRepository> {
    const sezione = query.sezione;
    if (sezione === undefined || sezione === '') return this.leggi.ultimoAttivo(id);
    const idDocumento = await this.leggi.idAttivoDellaRisorsa(sezione.toLowerCase(), id);
    if (!idDocumento) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    return this.leggi.ultimoAttivo(idDocumento);
  }
}
