import { Injectable } from '@nestjs/common';
import { AggregateUseCases, NotFoundError, type InputOf } from '@registro/server-platform';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { documentoNonTrovato } from './decide-save-documento';
import { DocumentoNumbering } from './documento-numbering';
import type { SaveDocumentoUseCase } from './save-documento';

/**
 * Update a BOZZA: the save (save-documento.ts) of a body naming an existing document and the
 * `versione` the editor loaded. In the save's transaction: 404 when the stream does not exist,
 * 400 for the body, 409 for a stale `versione`, the number when the draft becomes COMPLETA, then
 * decideSaveDocumento (the changed fields). An update names its document already, so it reads no
 * Idempotency-Key.
 */
@Injectable()
export class UpdateDocumento {
  constructor(
    private readonly useCases: AggregateUseCases,
    private readonly lookups: DocumentoLookupsLoader,
    private readonly numbering: DocumentoNumbering,
  ) {}

  run(useCase: SaveDocumentoUseCase, store: StoreDocumento, id: number, input: InputOf<SaveDocumentoUseCase>): Promise<number> {
    // the id is the body's, not the path's: the kit would not expect the loaded version by itself
    const expectedVersion = input.versione;
    const adesso = new Date().toISOString();
    return this.useCases.run(useCase, { ...input, idempotencyKey: undefined }, {
      stream: () => ({ id, expectedVersion }),
      load: async (tx, { state, streamExists }) => {
        if (!streamExists) throw new NotFoundError(documentoNonTrovato(id));
        const documento = await this.lookups.documento(tx, input.body);
        return { id, store, documento, numerazione: await this.numbering.forSave(tx, documento, state, adesso), adesso };
      },
    });
  }
}
