import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AggregateUseCases,
  BadRequestError,
  ConflictError,
  UseCaseEndpoint,
  aggregateUseCase,
  isUniqueViolation,
  type MessageOf,
} from '@registro/server-platform';
import { FatturaNumbering, retryOnNumeratoreDuplicate } from '../commands/fattura-numbering';
import { annoDocumento } from '../domain/anno-documento';
import { buildDocumento } from '../domain/build-documento';
import { getFattura } from '../get-fattura/get-fattura';
import { SEZIONE_FATTURAZIONE } from '../history/fatture-history';
import { createFatturaDecider } from './decide-save-fattura';
import { FatturaLookupsLoader } from './fattura-lookups.loader';
import { SaveFatturaDto } from './save-fattura.dto';
import { sdiRuleMessages } from './sdi-rules';

/**
 * POST /api/documenti: a new invoice from the editor's whole document; answers it as GET reads it.
 * With an `Idempotency-Key`, a repeat of the key answers the invoice created the first time.
 */
export const createFattura = aggregateUseCase({
  name: 'CreateFattura',
  method: 'POST',
  path: '',
  permission: [SEZIONE_FATTURAZIONE, 'modifica'],
  body: SaveFatturaDto,
  bodyValidation: 'domain',
  idempotency: { resource: 'fatture' },
  decider: createFatturaDecider,
  answer: { messaggio: 'Salvataggio avvenuto con successo', read: getFattura },
});

@Controller('documenti')
export class CreateFatturaEndpoint extends UseCaseEndpoint(createFattura) {}

/** Answers the new invoice's id. */
@CommandHandler(createFattura.message)
export class CreateFatturaHandler implements ICommandHandler<MessageOf<typeof createFattura>, number> {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly lookups: FatturaLookupsLoader,
    private readonly numbering: FatturaNumbering,
  ) {}

  async execute({ input }: MessageOf<typeof createFattura>): Promise<number> {
    try {
      return await retryOnNumeratoreDuplicate(() =>
        this.useCases.run(createFattura, input, {
          stream: async (tx) => ({ id: (await tx.query<{ id: number }>(`SELECT nextval('fatture_id_seq')::int AS id`)).rows[0].id, expectedVersion: 0 }),
          load: async (tx, { id }) => {
            const lookups = await this.lookups.load(input.body, tx);
            const { documento, errori } = buildDocumento(input.body, lookups);
            // what the electronic invoice would refuse is refused here, before a number is taken
            errori.push(...sdiRuleMessages(documento, lookups));
            if (errori.length || !lookups.tipoDocumento) throw new BadRequestError(errori);
            const { dataDocumento, codiceStruttura } = documento.datiDocumento;
            const key = { codice: lookups.tipoDocumento.codiceNumeratore, anno: annoDocumento(dataDocumento), codiceStruttura };
            return { id, documento, numerazione: await this.numbering.take(tx, key, input.metadata) };
          },
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e, 'fatture_numero_idx')) throw new ConflictError('Numero documento già assegnato: riprovare il salvataggio');
      throw e;
    }
  }
}
