import { Controller, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UseCaseEndpoint, aggregateUseCase, type InputOf, type MessageOf } from '@registro/server-platform';
import { withDocumentoConflicts } from '../commands/documento-conflicts';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { getDocumento, getDocumentoArchivio } from '../get-documento/get-documento';
import { SEZIONE_DOCUMENTI } from '../history/documenti-commerciali-history';
import { TransformDocumento } from '../transform-documento/transform-documento';
import { isTrasformazione } from '../transform-documento/trasformazione-richiesta';
import { CreateDocumento } from './create-documento';
import { saveDocumentoDecider } from './decide-save-documento';
import { SaveDocumentoDto, idDocumento } from './save-documento.dto';
import { UpdateDocumento } from './update-documento';

const SALVATO = 'Salvataggio avvenuto con successo';

/**
 * POST /api/paperclean/documenti: save a document of the principal store, answered as GET reads
 * it. One route, three use cases by the body: with an id, the update of that BOZZA
 * (update-documento.ts); without, a create (create-documento.ts) or, when the body names a source
 * (`documentoOrigine`, `ordineOrigine`), the transformation of a COMPLETA source
 * (transform-documento/), refused rather than saved as a plain document when no row is taken. With an
 * `Idempotency-Key`, a repeated create or transformation answers the document created the first time.
 */
export const saveDocumento = aggregateUseCase({
  name: 'SaveDocumento',
  method: 'POST',
  path: '',
  permission: [SEZIONE_DOCUMENTI, 'modifica'],
  body: SaveDocumentoDto,
  bodyValidation: 'domain',
  idempotency: { resource: 'documenticommerciali-P' },
  decider: saveDocumentoDecider,
  answer: { messaggio: SALVATO, read: getDocumento },
});

/** POST /api/paperclean/documenti/a: the same in the archive. */
export const saveDocumentoArchivio = aggregateUseCase({
  name: 'SaveDocumentoArchivio',
  method: 'POST',
  path: 'a',
  permission: [SEZIONE_DOCUMENTI, 'modifica'],
  body: SaveDocumentoDto,
  bodyValidation: 'domain',
  idempotency: { resource: 'documenticommerciali-A' },
  decider: saveDocumentoDecider,
  answer: { messaggio: SALVATO, read: getDocumentoArchivio },
});

export type SaveDocumentoUseCase = typeof saveDocumento | typeof saveDocumentoArchivio;

/** The save of a store (the seeder's way in). */
export const saveDocumentoIn = (store: StoreDocumento): SaveDocumentoUseCase => (store === 'P' ? saveDocumento : saveDocumentoArchivio);

@Controller('paperclean/documenti')
export class SaveDocumentoEndpoint extends UseCaseEndpoint(saveDocumento) {}

@Controller('paperclean/documenti')
export class SaveDocumentoArchivioEndpoint extends UseCaseEndpoint(saveDocumentoArchivio) {}

/** Picks the use case by the body: an id updates that BOZZA, a named source (`documentoOrigine`, `ordineOrigine`) transforms it, else a create. Answers the id. */
@Injectable()
abstract class SaveDocumentoInStore {
  constructor(
    private readonly create: CreateDocumento,
    private readonly update: UpdateDocumento,
    private readonly transform: TransformDocumento,
  ) {}

  protected save(useCase: SaveDocumentoUseCase, store: StoreDocumento, input: InputOf<SaveDocumentoUseCase>): Promise<number> {
    const id = idDocumento(input.body);
    return withDocumentoConflicts(() => {
      if (id !== undefined) return this.update.run(useCase, store, id, input);
      if (isTrasformazione(input.body)) return this.transform.run(useCase, store, input);
      return this.create.run(useCase, store, input);
    });
  }
}

@CommandHandler(saveDocumento.message)
export class SaveDocumentoHandler extends SaveDocumentoInStore implements ICommandHandler<MessageOf<typeof saveDocumento>, number> {
  execute({ input }: MessageOf<typeof saveDocumento>): Promise<number> {
    return this.save(saveDocumento, 'P', input);
  }
}

@CommandHandler(saveDocumentoArchivio.message)
export class SaveDocumentoArchivioHandler extends SaveDocumentoInStore implements ICommandHandler<MessageOf<typeof saveDocumentoArchivio>, number> {
  execute({ input }: MessageOf<typeof saveDocumentoArchivio>): Promise<number> {
    return this.save(saveDocumentoArchivio, 'A', input);
  }
}
