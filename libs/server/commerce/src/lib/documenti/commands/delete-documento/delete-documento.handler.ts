import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { decideDeleteDocumento } from '../../domain/decide-delete-documento';
import { documentoCommercialeAggregate } from '../../domain/documento-commerciale.aggregate';
import { documentoCommercialeStreamId, type DocumentoCommercialeEvent } from '../../domain/documento-commerciale.events';
import { withDocumentoConflicts } from '../documento-conflicts';
import { DeleteDocumentoCommand } from './delete-documento.command';

@CommandHandler(DeleteDocumentoCommand)
export class DeleteDocumentoHandler implements ICommandHandler<DeleteDocumentoCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute({ id, metadata }: DeleteDocumentoCommand): Promise<void> {
    await withDocumentoConflicts(() =>
      this.uow.run((tx) =>
        this.store.handleCommand(tx, documentoCommercialeStreamId(id), documentoCommercialeAggregate, (state): DocumentoCommercialeEvent[] => decideDeleteDocumento(state, id), {
          metadata,
        }),
      ),
    );
  }
}
