import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DocumentoCommerciale } from '@registro/contracts';
import { isJsonObject } from '@registro/server-kernel';
import { BadRequestError, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import { righeInviate } from '../domain/build-documento';
import { calcolaTotali } from '../domain/calcola-documento';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { SaveDocumentoDto } from '../save-documento/save-documento.dto';

/** POST /api/paperclean/documenti/elabora: the editor's document with recalculated totals; nothing is stored. */
export const calculateDocumento = queryUseCase({
  name: 'CalculateDocumento',
  method: 'POST',
  path: 'elabora',
  status: 200,
  permission: [SEZIONE_DOCUMENTI, 'visualizza'],
  body: SaveDocumentoDto,
  bodyValidation: 'domain',
});

@Controller('paperclean/documenti')
export class CalculateDocumentoEndpoint extends UseCaseEndpoint(calculateDocumento) {}

/**
 * The editor's document with each row's VAT rate from the `iva` table and the totals recomputed
 * (calcolaTotali) over the rows with a description; the trailing entry row is ignored.
 */
@QueryHandler(calculateDocumento.message)
export class CalculateDocumentoHandler implements IQueryHandler<MessageOf<typeof calculateDocumento>, DocumentoCommerciale> {
  constructor(private readonly lookups: DocumentoLookupsLoader) {}

  async execute({ input }: MessageOf<typeof calculateDocumento>): Promise<DocumentoCommerciale> {
    const body = input.body;
    if (!isJsonObject(body)) throw new BadRequestError('Documento non valido');
    const iva = await this.lookups.iva();
    const conIva = (r: Record<string, unknown>) => {
      const v = iva.get(String(r['aliquotaIvaDescrizione'] ?? '').toLowerCase());
      return { ...r, aliquotaIva: v ? v.aliquota : 0 } as unknown as DocumentoCommerciale['listaRighe'][number];
    };
    const documento = { ...body } as unknown as DocumentoCommerciale;
    const inviate = Array.isArray(documento.listaRighe) ? documento.listaRighe : [];
    const calcolabili = righeInviate(body).filter((r) => String(r['descrizioneArticolo'] ?? '').trim()).map(conIva);
    return {
      ...documento,
      listaRighe: inviate.map((r) => (String(r?.descrizioneArticolo ?? '').trim() ? conIva(r as unknown as Record<string, unknown>) : r)),
      ...calcolaTotali(calcolabili),
    };
  }
}
