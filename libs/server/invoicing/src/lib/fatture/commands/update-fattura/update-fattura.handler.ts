import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { BadRequestError, NotFoundError, UnitOfWork } from '@registro/server-platform';
import { buildDocumento } from '../../domain/build-documento';
import { decideUpdateFattura, fatturaNonTrovata } from '../../domain/decide-update-fattura';
import { fatturaAggregate } from '../../domain/fattura.aggregate';
import { fatturaStreamId, type FatturaEvent } from '../../domain/fattura.events';
import { FatturaLookupsLoader } from '../fattura-lookups.loader';
import { UpdateFatturaCommand } from './update-fattura.command';

/** The `versione` the editor loaded, or undefined when the body has none. */
function versioneDa(body: unknown): number | undefined {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['versione'] : undefined;
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new BadRequestError('Il campo versione non è valido');
  return n;
}

@CommandHandler(UpdateFatturaCommand)
export class UpdateFatturaHandler implements ICommandHandler<UpdateFatturaCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly lookups: FatturaLookupsLoader,
  ) {}

  async execute({ id, body, metadata }: UpdateFatturaCommand): Promise<void> {
    const expectedVersion = versioneDa(body);
    const streamId = fatturaStreamId(id);
    const { streamExists } = await this.store.aggregateStream(undefined, streamId, fatturaAggregate);
    if (!streamExists) throw new NotFoundError(fatturaNonTrovata(id));
    const lookups = await this.lookups.load(body);
    const { documento, errori } = buildDocumento(body, lookups);
    if (errori.length) throw new BadRequestError(errori);
    await this.uow.run((tx) =>
      this.store.handleCommand(
        tx,
        streamId,
        fatturaAggregate,
        async (state): Promise<FatturaEvent[]> =>
          decideUpdateFattura(state, {
            id,
            documento,
            numeratori: {
              precedente: await this.lookups.codiceNumeratore(tx, state?.idTipoDocumento ?? null),
              nuovo: lookups.tipoDocumento?.codiceNumeratore ?? '',
            },
          }),
        { metadata, expectedVersion },
      ),
    );
  }
}
