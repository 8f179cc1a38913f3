import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DocumentoCommerciale } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform';
import { righeInviate } from '../../domain/build-documento';
import { calcolaTotali } from '../../domain/calcola-documento';
import { DocumentoLookupsLoader } from '../../commands/documento-lookups.loader';
import { ElaboraDocumentoQuery } from './elabora-documento.query';

/**
 * The editor's document with each row's VAT rate from the `iva` table and the totals recomputed
 * (calcolaTotali) over the rows with a description; the trailing entry row is ignored.
 */
@QueryHandler(ElaboraDocumentoQuery)
export class ElaboraDocumentoHandler implements IQueryHandler<ElaboraDocumentoQuery, DocumentoCommerciale> {
  constructor(private readonly lookups: DocumentoLookupsLoader) {}

  async execute({ body }: ElaboraDocumentoQuery): Promise<DocumentoCommerciale> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Documento non valido');
    const iva = await this.lookups.iva();
    const conIva = (r: Record<string, unknown>) => {
      const v = iva.get(String(r['aliquotaIvaDescrizione'] ?? '').toLowerCase());
      return { ...r, aliquotaIva: v ? v.aliquota : 0 } as unknown as DocumentoCommerciale['listaRighe'][number];
    };
    const inviate = Array.isArray((body as DocumentoCommerciale).listaRighe) ? (body as DocumentoCommerciale).listaRighe : [];
    const calcolabili = righeInviate(body).filter((r) => String(r['descrizioneArticolo'] ?? '').trim()).map(conIva);
    return {
      ...(body as DocumentoCommerciale),
      listaRighe: inviate.map((r) => (String(r?.descrizioneArticolo ?? '').trim() ? conIva(r as unknown as Record<string, unknown>) : r)),
      ...calcolaTotali(calcolabili),
    };
  }
}
