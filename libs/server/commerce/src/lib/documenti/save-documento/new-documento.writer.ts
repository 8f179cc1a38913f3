import { Injectable } from '@nestjs/common';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { DocumentoNumbering } from '../commands/documento-numbering';
import { DocumentoStream } from '../commands/documento-stream';
import { annoDocumento } from '../domain/anno-documento';
import type { DocumentoRichiesto } from '../domain/build-documento';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { decideSaveDocumento, richiedeNumero } from './decide-save-documento';

/**
 * The new document of a create or a transformation, in the caller's transaction: its id from the
 * sequence, its number when it is saved COMPLETA (gap-free, given back by a rollback), then the
 * pure decider and the append to the new stream (expected version 0).
 */
@Injectable()
export class NewDocumentoWriter {
  constructor(
    private readonly stream: DocumentoStream,
    private readonly numbering: DocumentoNumbering,
  ) {}

  async nextId(tx: Transaction): Promise<number> {
    const { rows } = await tx.query<{ id: number }>(`SELECT nextval('documenti_commerciali_id_seq')::int AS id`);
    return rows[0].id;
  }

  async write(tx: Transaction, id: number, store: StoreDocumento, documento: DocumentoRichiesto, adesso: string, metadata: EventMetadata): Promise<void> {
    const numerazione = richiedeNumero(documento, null)
      ? await this.numbering.take(tx, documento.contenuto.tipo, annoDocumento(documento.contenuto.dataOra ?? adesso))
      : null;
    await this.stream.append(tx, id, 0, decideSaveDocumento({ id, store, documento, numerazione, adesso }, null), metadata);
  }
}
