import { Controller } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DocumentoFattura, RigaDocumento } from '@registro/contracts';
import { isJsonObject } from '@registro/server-kernel';
import { UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { buildDocumento } from '../domain/build-documento';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { FatturaLookupsLoader } from '../save-fattura/fattura-lookups.loader';
import { SaveFatturaDto } from '../save-fattura/save-fattura.dto';

/**
 * POST /api/documenti/calcola: the editor's document recalculated (line totals, VAT per rate,
 * totals, stamp duty); nothing is stored.
 */
export const calculateFattura = queryUseCase({
  name: 'CalculateFattura',
  method: 'POST',
  path: 'calcola',
  status: 200,
  permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
  body: SaveFatturaDto,
  bodyValidation: 'domain',
});

@Controller('documenti')
export class CalculateFatturaEndpoint extends UseCaseEndpoint(calculateFattura) {}

/**
 * The document as a save would store it (lookups copied, every total recomputed), without its
 * validation: the editor calls it while lines are still incomplete. The blank rows after the last
 * line (the editor's "add" row) come back as they were, with totaleRiga 0.
 */
@QueryHandler(calculateFattura.message)
export class CalculateFatturaHandler implements IQueryHandler<MessageOf<typeof calculateFattura>, DocumentoFattura> {
  constructor(private readonly lookups: FatturaLookupsLoader) {}

  async execute({ input: { body } }: MessageOf<typeof calculateFattura>): Promise<DocumentoFattura> {
    const b: SaveFatturaDto = isJsonObject(body) ? body : {};
    const { documento } = buildDocumento(b, await this.lookups.load(b));
    const ricevute = Array.isArray(b.righeDocumento) ? b.righeDocumento : [];
    const vuote = ricevute.slice(documento.righe.length).map((r) => ({ ...r, totaleRiga: 0 }) as RigaDocumento);
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
