import { Controller } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEZIONE } from '@registro/contracts';
import { AggregateUseCases, UseCaseEndpoint, aggregateUseCase, decider, type MessageOf } from '@registro/server-platform';
import { documentoAggregate, sendToFse, type DocumentoState } from '../domain/documento.aggregate';
import { getDocumento } from '../get-documento/get-documento';

/**
 * PUT /api/documentrepository/:id/inviatofse: records that the document was sent to the regional
 * FSE. A stand-in: there is no FSE gateway here, the call only records the sending
 * (DocumentoInviatoFse) for the INVIATO FSE counter. Sending twice is a 409. Answers the document.
 */
export const sendDocumentoFse = aggregateUseCase({
  name: 'SendDocumentoFse',
  method: 'PUT',
  path: ':id/inviatofse',
  permission: [SEZIONE.documentrepository, 'modifica'],
  decider: decider(documentoAggregate, ({ dataInvio }: { dataInvio: Date }, state: DocumentoState) => sendToFse(state, dataInvio)),
  answer: { messaggio: 'Documento inviato al FSE', read: getDocumento },
});

@Controller('documentrepository')
export class SendDocumentoFseEndpoint extends UseCaseEndpoint(sendDocumentoFse) {}

@CommandHandler(sendDocumentoFse.message)
export class SendDocumentoFseHandler implements ICommandHandler<MessageOf<typeof sendDocumentoFse>, number> {
  constructor(private readonly useCases: AggregateUseCases) {}

  execute({ input }: MessageOf<typeof sendDocumentoFse>): Promise<number> {
    return this.useCases.run(sendDocumentoFse, input, { stream: () => ({ id: input.id }), load: () => ({ dataInvio: new Date() }) });
  }
}
