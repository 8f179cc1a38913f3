import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { BadRequestError, UnitOfWork } from '@registro/server-platform';
import { decideConfermaOrdine } from '../../domain/decide-ordine';
import { ordineAggregate } from '../../domain/ordine.aggregate';
import { ordineStreamId, type OrdineEvent } from '../../domain/ordine.events';
import { UpdateStatoOrdineCommand } from './update-stato-ordine.command';

@CommandHandler(UpdateStatoOrdineCommand)
export class UpdateStatoOrdineHandler implements ICommandHandler<UpdateStatoOrdineCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  /** Answers the order's id. */
  async execute({ body, metadata }: UpdateStatoOrdineCommand): Promise<number> {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const id = Number(b['id']);
    const errori: string[] = [];
    if (!Number.isInteger(id) || id <= 0) errori.push("Il campo id dell'ordine è obbligatorio");
    if (b['statoAttuale'] !== 'CONFERMATO') errori.push('Lo stato richiesto non è valido: è ammesso solo CONFERMATO');
    if (errori.length) throw new BadRequestError(errori);
    await this.uow.run((tx) =>
      this.store.handleCommand(tx, ordineStreamId(id), ordineAggregate, (state): OrdineEvent[] => decideConfermaOrdine(state, id, new Date()), {
        metadata,
      }),
    );
    return id;
  }
}
