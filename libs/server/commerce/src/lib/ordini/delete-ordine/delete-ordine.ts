import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { ordineAggregate } from '../domain/ordine.aggregate';
import { SEZIONE_ORDINI } from '../history/ordini-history';
import { soloClientePerEliminare } from '../ordini-scope';
import { decideDeleteOrdine } from './decide-delete-ordine';

/** DELETE /api/ordiniordini/:id: `elimina` deletes any CREATO order, `modifica` alone only one's own. */
export const deleteOrdine = aggregateUseCase({
  name: 'DeleteOrdine',
  method: 'DELETE',
  path: ':id',
  permission: [SEZIONE_ORDINI, ['modifica', 'elimina']],
  decider: decider(ordineAggregate, decideDeleteOrdine),
  answer: { messaggio: 'Ordine eliminato' },
});

@Controller('ordiniordini')
export class DeleteOrdineEndpoint extends UseCaseEndpoint(deleteOrdine) {}

@CommandHandler(deleteOrdine.message)
export class DeleteOrdineHandler implements ICommandHandler<MessageOf<typeof deleteOrdine>, void> {
  constructor(private readonly useCases: AggregateUseCases) {}

  async execute({ input }: MessageOf<typeof deleteOrdine>): Promise<void> {
    const soloCliente = input.user ? soloClientePerEliminare(input.user) : null;
    await this.useCases.run(deleteOrdine, input, { stream: () => ({ id: input.id }), load: () => ({ id: input.id, soloCliente }) });
  }
}
