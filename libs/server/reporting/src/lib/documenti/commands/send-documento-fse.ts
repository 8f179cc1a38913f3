import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { documentoAggregate, sendToFse } from '../domain/documento.aggregate';
import { streamDocumento, type DocumentoEvent } from '../domain/documento.events';

/**
 * PUT documentrepository/{id}/inviatofse: records that the document was sent to the regional FSE.
 * A stand-in: there is no FSE gateway here, the call only records the sending (DocumentoInviatoFse)
 * for the INVIATO FSE counter. Sending twice is a 409.
 */
@Injectable()
export class SendDocumentoFse {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run((tx) =>
      this.store.handleCommand(tx, streamDocumento(id), documentoAggregate, (state): DocumentoEvent[] => sendToFse(state, new Date()), { metadata }),
    );
  }
}
