import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { cancelDocumento as documentoAnnullato, documentoAggregate, type DocumentoState } from '../domain/documento.aggregate';
import { CancelDocumentoQueryDto } from './cancel-documento.dto';

/** DELETE /api/documentrepository/:id?motivo=: withdraws a document (DocumentoAnnullato); its history stays. */
export const cancelDocumento = aggregateUseCase({
  name: 'CancelDocumento',
  method: 'DELETE',
  path: ':id',
  permission: [SEZIONE.documentrepository, 'elimina'],
  query: CancelDocumentoQueryDto,
  decider: decider(documentoAggregate, ({ motivo }: { motivo: string }, state: DocumentoState) => documentoAnnullato(state, motivo)),
  answer: { messaggio: 'Documento annullato' },
});

@Controller('documentrepository')
export class CancelDocumentoEndpoint extends UseCaseEndpoint(cancelDocumento) {}

@CommandHandler(cancelDocumento.message)
export class CancelDocumentoHandler implements ICommandHandler<MessageOf<typeof cancelDocumento>, void> {
  constructor(private readonly useCases: AggregateUseCases) {}

  async execute({ input }: MessageOf<typeof cancelDocumento>): Promise<void> {
    // the reason is cut to 500 characters
    const motivo = input.query.motivo?.trim().slice(0, 500) ?? '';
    await this.useCases.run(cancelDocumento, input, { stream: () => ({ id: input.id, expectedVersion: input.query.versione }), load: () => ({ motivo }) });
  }
}
