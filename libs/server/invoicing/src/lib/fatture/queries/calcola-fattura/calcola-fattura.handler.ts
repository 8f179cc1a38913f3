import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DocumentoFattura } from '@registro/contracts';
import { buildDocumento } from '../../domain/build-documento';
import { FatturaLookupsLoader } from '../../commands/fattura-lookups.loader';
import { CalcolaFatturaQuery } from './calcola-fattura.query';

/**
 * The document as a save would store it (lookups copied, every total recomputed), without its
 * validation: the editor calls it while lines are still incomplete. The blank rows after the last
 * line (the editor's "add" row) come back as they were, with totaleRiga 0.
 */
@QueryHandler(CalcolaFatturaQuery)
export class CalcolaFatturaHandler implements IQueryHandler<CalcolaFatturaQuery, DocumentoFattura> {
  constructor(private readonly lookups: FatturaLookupsLoader) {}

  async execute({ body }: CalcolaFatturaQuery): Promise<DocumentoFattura> {
    const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Partial<DocumentoFattura>;
    const { documento } = buildDocumento(b, await this.lookups.load(b));
    const ricevute = Array.isArray(b.righeDocumento) ? b.righeDocumento : [];
    const vuote = ricevute.slice(documento.righe.length).map((r) => ({ ...r, totaleRiga: 0 }));
    return {
      id: typeof b.id === 'number' ? b.id : -1,
      ...(b.versione !== undefined ? { versione: b.versione } : {}),
      numeroDocumento: typeof b.numeroDocumento === 'string' ? b.numeroDocumento : '',
      ...documento.destinatario,
      ...documento.datiDocumento,
      causaleDocumento: documento.datiDocumento.causaleDocumentoDescrizione
        ? { descrizioneCausale: documento.datiDocumento.causaleDocumentoDescrizione }
        : null,
      ...documento.totali,
      righeDocumento: [...documento.righe, ...vuote],
    };
  }
}
