import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { ConflictError, NotFoundError, UnitOfWork } from '@registro/server-platform';
import { DOCUMENTO_INVIATO_FSE, SEZIONE_DOCUMENTI, streamDocumento } from '../documenti.events';

/**
 * PUT documentrepository/{id}/inviatofse: records that the document was sent to the regional FSE.
 * A stand-in: there is no FSE gateway here, the call only records the sending (DocumentoInviatoFse)
 * for the INVIATO FSE counter. Sending twice is a 409.
 */
@Injectable()
export class SegnaInviatoFse {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async esegui(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT versione, inviato_fse_il FROM documenti_repository WHERE id = $1 AND NOT annullato FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundError('Documento non trovato');
      if (rows[0].inviato_fse_il) throw new ConflictError('Documento già inviato al FSE');
      const data = { dataInvio: new Date().toISOString() };
      await this.store.append(tx, streamDocumento(id), SEZIONE_DOCUMENTI, [{ type: DOCUMENTO_INVIATO_FSE, data }], rows[0].versione, metadata);
    });
  }
}
