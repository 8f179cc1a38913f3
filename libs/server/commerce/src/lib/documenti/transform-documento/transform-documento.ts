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
import { trasformazioneRichiesta, type TrasformazioneRichiesta } from './trasformazione-richiesta';

/**
 * Transform a commercial document: the save (save-documento/save-documento.ts) of a body without
 * an id that names a source, spec 3's "Transformation payload": the new document (`tipo`,
 * `anagrafica`, `idAnagrafica`, `listaRighe`) with `documentoOrigine` and `ordineOrigine`, whose
 * `listaRighe` rows marked `trasformata: true` are the rows taken (trasformazioneRichiesta).
 * One transaction: the body checked; on the source's stream, as the stream tells it,
 * RigheTrasformate (decideTrasformaRighe); then the new document, numbered when saved COMPLETA.
 * A refusal writes nothing and consumes no number.
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
        const richiesta = trasformazioneRichiesta(input.body);
        const documento = await this.lookups.documento(tx, input.body);
        await this.trasformaRighe(tx, { id, store }, richiesta, documento, input.metadata);
        return { id, store, documento, numerazione: await this.numbering.forSave(tx, documento, null, adesso), adesso };
      },
    });
  }

  /** The source's rows marked as carried into the new document: decided on the source's stream, in the same transaction. */
  private async trasformaRighe(
    tx: Transaction,
    nuovo: { id: number; store: StoreDocumento },
    { idOrigine, righeMarcate }: TrasformazioneRichiesta,
    documento: DocumentoRichiesto,
    metadata: EventMetadata,
  ): Promise<void> {
    await this.useCases.decideIn(tx, trasformaRigheDecider, metadata, {
      stream: () => ({ id: idOrigine }),
      load: async (t, { state }) => ({
        idOrigine,
        store: nuovo.store,
        idDocumento: nuovo.id,
        tipo: documento.contenuto.tipo,
        tipoSuccessivo: state ? await this.lookups.tipoSuccessivo(t, state.tipo) : null,
        righeMarcate,
        righeNuovoDocumento: documento.contenuto.listaRighe.length,
      }),
    });
  }
}
