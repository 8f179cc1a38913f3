import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { BadRequestError, ConflictError, IdempotentCreation, UnitOfWork, isUniqueViolation } from '@registro/server-platform';
import { annoDocumento } from '../../domain/anno-documento';
import { buildDocumento } from '../../domain/build-documento';
import { decideCreateFattura } from '../../domain/decide-create-fattura';
import { fatturaAggregate } from '../../domain/fattura.aggregate';
import { fatturaStreamId, type FatturaEvent } from '../../domain/fattura.events';
import { FatturaLookupsLoader } from '../fattura-lookups.loader';
import { FatturaNumbering, retryOnNumeratoreDuplicate } from '../fattura-numbering';
import { CreateFatturaCommand } from './create-fattura.command';

@CommandHandler(CreateFatturaCommand)
export class CreateFatturaHandler implements ICommandHandler<CreateFatturaCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly lookups: FatturaLookupsLoader,
    private readonly numbering: FatturaNumbering,
    private readonly idempotency: IdempotentCreation,
  ) {}

  async execute({ body, metadata, idempotencyKey }: CreateFatturaCommand): Promise<number> {
    const lookups = await this.lookups.load(body);
    const { documento, errori } = buildDocumento(body, lookups);
    if (errori.length || !lookups.tipoDocumento) throw new BadRequestError(errori);
    const key = {
      codice: lookups.tipoDocumento.codiceNumeratore,
      anno: annoDocumento(documento.datiDocumento.dataDocumento),
      codiceStruttura: documento.datiDocumento.codiceStruttura,
    };
    try {
      return await retryOnNumeratoreDuplicate(() =>
        this.uow.run((tx) =>
          this.idempotency.crea(tx, { chiave: idempotencyKey, utente: metadata.userId, risorsa: 'fatture', corpo: body }, async () => {
            const { rows } = await tx.query<{ id: number }>(`SELECT nextval('fatture_id_seq')::int AS id`);
            const id = rows[0].id;
            const numerazione = await this.numbering.take(tx, key, metadata);
            await this.store.handleCommand(
              tx,
              fatturaStreamId(id),
              fatturaAggregate,
              (state): FatturaEvent[] => decideCreateFattura(state, { id, documento, numerazione }),
              { metadata, expectedVersion: 0 },
            );
            return id;
          }),
        ),
      );
    } catch (e) {
      if (isUniqueViolation(e, 'fatture_numero_idx')) throw new ConflictError('Numero documento già assegnato: riprovare il salvataggio');
      throw e;
    }
  }
}
