import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@registro/server-platform';
import { OrdineStream } from '../commands/ordine-stream';
import { decideDeleteOrdine } from './decide-delete-ordine';
import { DeleteOrdineCommand } from './delete-ordine.command';

@CommandHandler(DeleteOrdineCommand)
export class DeleteOrdineHandler implements ICommandHandler<DeleteOrdineCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stream: OrdineStream,
  ) {}

  async execute({ id, soloCliente, metadata }: DeleteOrdineCommand): Promise<void> {
    await this.uow.run(async (tx) => {
      const { state, currentVersion } = await this.stream.read(tx, id);
      await this.stream.append(tx, id, currentVersion, decideDeleteOrdine({ id, soloCliente }, state), metadata);
    });
  }
}
