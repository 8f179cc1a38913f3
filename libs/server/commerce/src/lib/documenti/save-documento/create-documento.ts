import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { AggregateUseCases, type InputOf, type StreamTarget } from '@registro/server-platform';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { DocumentoNumbering } from './documento-numbering';
import type { SaveDocumentoUseCase } from './save-documento';

/** A new document's stream: its id from the sequence (taken after the idempotency check: a repeated create takes none), version 0. */
export async function newDocumentoStream(tx: Transaction): Promise<StreamTarget> {
  const { rows } = await tx.query<{ id: number }>(`SELECT nextval('documenti_commerciali_id_seq')::int AS id`);
  return { id: rows[0].id, expectedVersion: 0 };
}

/**
 * Create a commercial document: the save (save-documento.ts) of a body without an id and without
 * `documentoOrigine`. In the save's transaction: the body checked against the lookups, the number
 * when saved COMPLETA, then decideSaveDocumento on the new stream. A refusal consumes no number.
 */
@Injectable()
export class CreateDocumento {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly lookups: DocumentoLookupsLoader,
    private readonly numbering: DocumentoNumbering,
  ) {}

  run(useCase: SaveDocumentoUseCase, store: StoreDocumento, input: InputOf<SaveDocumentoUseCase>): Promise<number> {
    const adesso = new Date().toISOString();
    return this.useCases.run(useCase, input, {
      stream: newDocumentoStream,
      load: async (tx, { id }) => {
        const documento = await this.lookups.documento(tx, input.body);
        return { id, store, documento, numerazione: await this.numbering.forSave(tx, documento, null, adesso), adesso };
      },
    });
  }
}
