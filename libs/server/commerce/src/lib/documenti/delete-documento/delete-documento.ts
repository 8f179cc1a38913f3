import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { withDocumentoConflicts } from '../commands/documento-conflicts';
import { documentoCommercialeAggregate } from '../domain/documento-commerciale.aggregate';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { decideDeleteDocumento } from './decide-delete-documento';

/** DELETE /api/paperclean/documenti/{id}: a BOZZA of either store. */
export const deleteDocumento = aggregateUseCase({
  name: 'DeleteDocumento',
  method: 'DELETE',
  path: ':id',
  permission: [SEZIONE_DOCUMENTI, 'elimina'],
  decider: decider(documentoCommercialeAggregate, decideDeleteDocumento),
  answer: { messaggio: 'Cancellazione avvenuta con successo' },
});

/** DELETE /api/paperclean/documenti/a/{id} (spec 3 §4 "Stores": the archive path variant): a BOZZA of the archive, the same rules. */
export const deleteDocumentoArchivio = aggregateUseCase({
  name: 'DeleteDocumentoArchivio',
  method: 'DELETE',
  path: 'a/:id',
  permission: [SEZIONE_DOCUMENTI, 'elimina'],
  decider: decider(documentoCommercialeAggregate, decideDeleteDocumento),
  answer: { messaggio: 'Cancellazione avvenuta con successo' },
});

@Controller('paperclean/documenti')
export class DeleteDocumentoEndpoint extends UseCaseEndpoint(deleteDocumento) {}

@Controller('paperclean/documenti')
export class DeleteDocumentoArchivioEndpoint extends UseCaseEndpoint(deleteDocumentoArchivio) {}

@CommandHandler(deleteDocumento.message)
export class DeleteDocumentoHandler implements ICommandHandler<MessageOf<typeof deleteDocumento>, void> {
  constructor(private readonly useCases: AggregateUseCases) {}

  async execute({ input }: MessageOf<typeof deleteDocumento>): Promise<void> {
    await withDocumentoConflicts(() => this.useCases.run(deleteDocumento, input, { stream: () => ({ id: input.id }), load: () => ({ id: input.id }) }));
  }
}

@CommandHandler(deleteDocumentoArchivio.message)
export class DeleteDocumentoArchivioHandler implements ICommandHandler<MessageOf<typeof deleteDocumentoArchivio>, void> {
  constructor(private readonly useCases: AggregateUseCases) {}

  async execute({ input }: MessageOf<typeof deleteDocumentoArchivio>): Promise<void> {
    await withDocumentoConflicts(() =>
      this.useCases.run(deleteDocumentoArchivio, input, { stream: () => ({ id: input.id }), load: () => ({ id: input.id, store: 'A' as const }) }),
    );
  }
}
