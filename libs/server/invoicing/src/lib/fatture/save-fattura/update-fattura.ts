import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, BadRequestError, ConflictError, NotFoundError, UnprocessableEntityError, UseCaseEndpoint, aggregateUseCase, type MessageOf } from '@registro/server-platform';
import { buildDocumento } from '../domain/build-documento';
import { FATTURA_GIA_ESPORTATA, isEsportata } from '../domain/fattura-esportata';
import { fatturaNonTrovata } from '../domain/fattura.aggregate';
import { eccedenzaResiduo } from '../domain/residuo-nota-credito';
import { getFattura } from '../get-fattura/get-fattura';
import { NoteCreditoReader } from '../get-note-credito/note-credito-reader';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { updateFatturaDecider } from './decide-save-fattura';
import { FatturaLookupsLoader } from './fattura-lookups.loader';
import { SaveFatturaDto } from './save-fattura.dto';
import { sdiRuleMessages } from './sdi-rules';

/** PUT /api/documenti/:id: the editor's whole document; `versione` (when sent) must be the stream's. */
export const updateFattura = aggregateUseCase({
  name: 'UpdateFattura',
  method: 'PUT',
  path: ':id',
  permission: [SEZIONE_FATTURAZIONE, 'modifica'],
  body: SaveFatturaDto,
  bodyValidation: 'domain',
  decider: updateFatturaDecider,
  answer: { messaggio: 'Salvataggio avvenuto con successo', read: getFattura },
});

@Controller('documenti')
export class UpdateFatturaEndpoint extends UseCaseEndpoint(updateFattura) {}

/**
 * Reads the stream once: 404 when it does not exist, 409 when exported (locked), 400 for the document's problems, 409 for a
 * stale `versione`, then the decision (numbering constraints, the diff into events). Answers the id.
 */
@CommandHandler(updateFattura.message)
export class UpdateFatturaHandler implements ICommandHandler<MessageOf<typeof updateFattura>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly lookups: FatturaLookupsLoader,
    private readonly noteCredito: NoteCreditoReader,
  ) {}

  async execute({ input }: MessageOf<typeof updateFattura>): Promise<number> {
    const expectedVersion = input.versione;
    return this.useCases.run(updateFattura, input, {
      stream: () => ({ id: input.id, expectedVersion }),
      load: async (tx, { id, state, streamExists }) => {
        if (!streamExists) throw new NotFoundError(fatturaNonTrovata(id));
        // locked before the body is read: an exported invoice is corrected by a credit note, whatever was sent
        if (isEsportata(state)) throw new ConflictError(FATTURA_GIA_ESPORTATA);
        const lookups = await this.lookups.load(input.body, tx);
        const { documento, errori } = buildDocumento(input.body, lookups);
        errori.push(...sdiRuleMessages(documento, lookups));
        if (errori.length) throw new BadRequestError(errori);
        // a credit note corrected in the editor still credits no more than its invoice has left
        const collegata = state?.fatturaCollegata;
        const residuo = collegata ? await this.noteCredito.residuoPer(collegata.id, id, tx) : null;
        const eccedenza = residuo === null ? null : eccedenzaResiduo(documento.totali.totaleDocumento, residuo);
        if (eccedenza) throw new UnprocessableEntityError(eccedenza);
        const precedente = await this.lookups.codiceNumeratore(tx, state?.idTipoDocumento ?? null);
        return { id, documento, numeratori: { precedente, nuovo: lookups.tipoDocumento?.codiceNumeratore ?? '' } };
      },
    });
  }
}
