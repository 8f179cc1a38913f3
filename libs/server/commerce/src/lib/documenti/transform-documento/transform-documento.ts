import { Injectable } from '@nestjs/common';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { AggregateUseCases, type InputOf } from '@registro/server-platform';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import type { DocumentoRichiesto } from '../domain/build-documento';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { newDocumentoStream } from '../save-documento/create-documento';
import { DocumentoNumbering } from '../save-documento/documento-numbering';
import type { SaveDocumentoUseCase } from '../save-documento/save-documento';
import { trasformaRigheDecider } from './decide-trasforma-righe';

/**
 * Transform a commercial document: the save (save-documento/save-documento.ts) of a body without
 * an id and with `documentoOrigine` + `righeOrigine` (the 0-based source rows the new document
 * carries). One transaction: the body checked; on the source's stream, RigheTrasformate
 * (decideTrasformaRighe); then the new document, numbered when saved COMPLETA. A refusal writes
 * nothing and consumes no number.
 */
@Injectable()
export class TransformDocumento {
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
        await this.trasformaRighe(tx, id, documento, input.metadata);
        return { id, store, documento, numerazione: await this.numbering.forSave(tx, documento, null, adesso), adesso };
      },
    });
  }

  /** The source's rows marked as carried into document `idDocumento`: decided on the source's stream, in the same transaction. */
  private async trasformaRighe(tx: Transaction, idDocumento: number, documento: DocumentoRichiesto, metadata: EventMetadata): Promise<void> {
    const idOrigine = documento.documentoOrigine;
    if (!idOrigine) throw new Error('A transformation names its source document');
    await this.useCases.decideIn(tx, trasformaRigheDecider, metadata, {
      stream: () => ({ id: idOrigine }),
      load: async (t, { state }) => ({
        idOrigine,
        idDocumento,
        tipo: documento.contenuto.tipo,
        tipoSuccessivo: state ? await this.lookups.tipoSuccessivo(t, state.tipo) : null,
        righe: documento.righeOrigine,
      }),
    });
  }
}
