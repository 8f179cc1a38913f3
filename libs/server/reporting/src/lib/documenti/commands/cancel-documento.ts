import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { cancelDocumento, documentoAggregate } from '../domain/documento.aggregate';
import { streamDocumento, type DocumentoEvent } from '../domain/documento.events';

/** DELETE documentrepository/{id}: withdraws a document (DocumentoAnnullato); its history stays. */
@Injectable()
export class CancelDocumento {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async execute(id: number, motivo: string, metadata: EventMetadata): Promise<void> {
    await this.uow.run((tx) =>
      this.store.handleCommand(tx, streamDocumento(id), documentoAggregate, (state): DocumentoEvent[] => cancelDocumento(state, motivo), { metadata }),
    );
  }
}
