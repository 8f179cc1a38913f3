import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DocumentoFattura } from '@registro/contracts';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import {
  AggregateUseCases,
  ConflictError,
  NotFoundError,
  UnprocessableEntityError,
  UseCaseEndpoint,
  aggregateUseCase,
  isUniqueViolation,
  type MessageOf,
} from '@registro/server-platform';
import { FatturaNumbering, retryOnNumeratoreDuplicate } from '../commands/fattura-numbering';
import { annoDocumento } from '../domain/anno-documento';
import { buildDocumento } from '../domain/build-documento';
import { fatturaNonTrovata } from '../domain/fattura.aggregate';
import { getFattura } from '../get-fattura/get-fattura';
import { NoteCreditoReader } from '../get-note-credito/note-credito-reader';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { FatturaLookupsLoader } from '../save-fattura/fattura-lookups.loader';
import { sdiRuleMessages } from '../save-fattura/sdi-rules';
import { CreateNotaCreditoDto } from './create-nota-credito.dto';
import { createNotaCreditoDecider, emettiNotaCreditoDecider, righeDaStornare, type CreateNotaCreditoCommand } from './decide-create-nota-credito';
import { NotaCreditoLoader } from './nota-credito.loader';

/**
 * POST /api/documenti/:id/notacredito: a credit note (TD04) from an issued invoice, exported or not:
 * a new document of the credit-note type on a stream of its own, with the invoice's recipient and
 * the chosen lines (all when `righe` is absent) at the same quantities and prices, its totals by
 * the same exact rules, numbered by its own numerator; NotaCreditoEmessa on the invoice's stream.
 * One transaction for both streams. Answers the credit note as GET reads it.
 */
export const createNotaCredito = aggregateUseCase({
  name: 'CreateNotaCredito',
  method: 'POST',
  path: ':id/notacredito',
  permission: [SEZIONE_FATTURAZIONE, 'modifica'],
  body: CreateNotaCreditoDto,
  idempotency: { resource: 'notecredito' },
  decider: createNotaCreditoDecider,
  answer: { messaggio: 'Nota di credito emessa', read: getFattura },
});

@Controller('documenti')
export class CreateNotaCreditoEndpoint extends UseCaseEndpoint(createNotaCredito) {}

/** Answers the credit note's id. */
@CommandHandler(createNotaCredito.message)
export class CreateNotaCreditoHandler implements ICommandHandler<MessageOf<typeof createNotaCredito>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly lookups: FatturaLookupsLoader,
    private readonly numbering: FatturaNumbering,
    private readonly noteCredito: NoteCreditoReader,
    private readonly loader: NotaCreditoLoader,
  ) {}

  async execute({ input }: MessageOf<typeof createNotaCredito>): Promise<number> {
    const dataDocumento = (input.body?.dataDocumento ?? new Date()).toISOString();
    try {
      return await retryOnNumeratoreDuplicate(() =>
        this.useCases.run(createNotaCredito, input, {
          stream: async (tx) => ({ id: (await tx.query<{ id: number }>(`SELECT nextval('fatture_id_seq')::int AS id`)).rows[0].id, expectedVersion: 0 }),
          load: (tx, { id }) => this.emetti(tx, { idFattura: input.id, idNotaCredito: id, righe: input.body?.righe, dataDocumento }, input.metadata),
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e, 'fatture_numero_idx')) throw new ConflictError('Numero documento già assegnato: riprovare');
      throw e;
    }
  }

  /**
   * On the invoice's stream (read in this transaction): the lines checked, the credit note built and
   * numbered, NotaCreditoEmessa decided; answers the credit note's creation for its own stream.
   */
  private async emetti(
    tx: Transaction,
    richiesta: { idFattura: number; idNotaCredito: number; righe: number[] | undefined; dataDocumento: string },
    metadata: EventMetadata,
  ): Promise<CreateNotaCreditoCommand> {
    let nuova: CreateNotaCreditoCommand | undefined;
    await this.useCases.decideIn(tx, emettiNotaCreditoDecider, metadata, {
      stream: () => ({ id: richiesta.idFattura }),
      load: async (t, { state }) => {
        if (!state) throw new NotFoundError(fatturaNonTrovata(richiesta.idFattura));
        const tipoDocumentoSdi = await this.loader.tipoDocumentoSdi(t, state.idTipoDocumento);
        const righe = righeDaStornare(state, tipoDocumentoSdi, richiesta.righe);
        const tipo = await this.loader.tipoNotaCredito(t);
        const body: DocumentoFattura = {
          ...state,
          id: -1,
          idTipoDocumento: tipo.idTipoDocumento,
          idCausaleDocumento: tipo.idCausaleDocumento,
          dataDocumento: richiesta.dataDocumento,
          righeDocumento: righe,
        };
        const lookups = await this.lookups.load(body, t);
        const { documento, errori } = buildDocumento(body, lookups);
        errori.push(...sdiRuleMessages(documento, lookups));
        if (errori.length) throw new UnprocessableEntityError(errori.map((e) => `Nota di credito: ${e}`));
        const { codiceStruttura } = documento.datiDocumento;
        const key = { codice: tipo.codiceNumeratore, anno: annoDocumento(richiesta.dataDocumento), codiceStruttura };
        const numerazione = await this.numbering.take(t, key, metadata);
        nuova = {
          id: richiesta.idNotaCredito,
          documento,
          numerazione,
          fatturaCollegata: { id: state.id, numeroDocumento: state.numeroDocumento, dataDocumento: state.dataDocumento },
        };
        return {
          idFattura: richiesta.idFattura,
          righe: richiesta.righe,
          tipoDocumentoSdi,
          noteCreditoPrecedenti: await this.noteCredito.elenco(richiesta.idFattura, t),
          notaCredito: {
            id: richiesta.idNotaCredito,
            numeroDocumento: String(numerazione.numero),
            dataDocumento: richiesta.dataDocumento,
            totaleDocumento: documento.totali.totaleDocumento,
          },
        };
      },
    });
    if (!nuova) throw new Error('nota di credito non costruita');
    return nuova;
  }
}
