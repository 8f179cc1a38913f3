import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DocumentoCommerciale } from '@registro/contracts';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import { righeInviate } from '../domain/build-documento';
import { calcolaTotali } from '../domain/calcola-documento';
import { CalculateDocumentoQuery } from './calculate-documento.query';

/**
 * The editor's document with each row's VAT rate from the `iva` table and the totals recomputed
 * (calcolaTotali) over the rows with a description; the trailing entry row is ignored.
 */
@QueryHandler(CalculateDocumentoQuery)
export class CalculateDocumentoHandler implements IQueryHandler<CalculateDocumentoQuery, DocumentoCommerciale> {
  constructor(private readonly lookups: DocumentoLookupsLoader) {}

  async execute({ body }: CalculateDocumentoQuery): Promise<DocumentoCommerciale> {
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
