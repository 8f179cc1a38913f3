import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { NotFoundError, UnitOfWork } from '@registro/server-platform';
import { DOCUMENTO_ANNULLATO, SEZIONE_DOCUMENTI, streamDocumento } from '../documenti.events';

/** DELETE documentrepository/{id}: withdraws a document (DocumentoAnnullato); its history stays. */
@Injectable()
export class AnnullaDocumento {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async esegui(id: number, motivo: string, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT versione FROM documenti_repository WHERE id = $1 AND NOT annullato FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundError('Documento non trovato');
      await this.store.append(tx, streamDocumento(id), SEZIONE_DOCUMENTI, [{ type: DOCUMENTO_ANNULLATO, data: { motivo } }], rows[0].versione, metadata);
    });
  }
}
