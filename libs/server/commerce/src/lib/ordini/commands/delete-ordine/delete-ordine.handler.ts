import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { ForbiddenError, UnitOfWork } from '@registro/server-platform';
import { decideDeleteOrdine } from '../../domain/decide-ordine';
import { ordineAggregate } from '../../domain/ordine.aggregate';
import { ordineStreamId, type OrdineEvent } from '../../domain/ordine.events';
import { ALTRO_CLIENTE } from '../../queries/get-ordine/get-ordine.handler';
import { DeleteOrdineCommand } from './delete-ordine.command';

@CommandHandler(DeleteOrdineCommand)
export class DeleteOrdineHandler implements ICommandHandler<DeleteOrdineCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ id, idCliente, metadata }: DeleteOrdineCommand): Promise<void> {
    await this.uow.run((tx) =>
      this.store.handleCommand(
        tx,
        ordineStreamId(id),
        ordineAggregate,
        (state): OrdineEvent[] => {
          if (state && idCliente !== null && state.idCliente !== idCliente) throw new ForbiddenError(ALTRO_CLIENTE);
          return decideDeleteOrdine(state, id);
        },
        { metadata },
      ),
    );
  }
}
