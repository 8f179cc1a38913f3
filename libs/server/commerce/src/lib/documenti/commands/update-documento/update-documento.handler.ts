import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { BadRequestError, NotFoundError, UnitOfWork } from '@registro/server-platform';
import { annoDocumento } from '../../domain/anno-documento';
import { buildDocumento } from '../../domain/build-documento';
import { decideSaveDocumento, documentoNonTrovato, richiedeNumero } from '../../domain/decide-save-documento';
import { documentoCommercialeAggregate } from '../../domain/documento-commerciale.aggregate';
import { documentoCommercialeStreamId, type DocumentoCommercialeEvent } from '../../domain/documento-commerciale.events';
import { withDocumentoConflicts } from '../documento-conflicts';
import { DocumentoLookupsLoader } from '../documento-lookups.loader';
import { DocumentoNumbering } from '../documento-numbering';
import { UpdateDocumentoCommand } from './update-documento.command';

/** The `versione` the editor loaded, or undefined when the body has none. */
function versioneDa(body: unknown): number | undefined {
  const v = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['versione'] : undefined;
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new BadRequestError('Il campo versione non è valido');
  return n;
}

@CommandHandler(UpdateDocumentoCommand)
export class UpdateDocumentoHandler implements ICommandHandler<UpdateDocumentoCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly lookups: DocumentoLookupsLoader,
    private readonly numbering: DocumentoNumbering,
  ) {}

  async execute({ id, store, body, metadata }: UpdateDocumentoCommand): Promise<void> {
    const expectedVersion = versioneDa(body);
    const streamId = documentoCommercialeStreamId(id);
    const { streamExists } = await this.store.aggregateStream(undefined, streamId, documentoCommercialeAggregate);
    if (!streamExists) throw new NotFoundError(documentoNonTrovato(id));
    const { documento, errori } = buildDocumento(body, await this.lookups.load(body));
    if (errori.length) throw new BadRequestError(errori);
    const adesso = new Date().toISOString();
    await withDocumentoConflicts(() =>
      this.uow.run((tx) =>
        this.store.handleCommand(
          tx,
          streamId,
          documentoCommercialeAggregate,
          async (state): Promise<DocumentoCommercialeEvent[]> => {
            const numerazione = richiedeNumero(state, documento)
              ? await this.numbering.take(tx, documento.contenuto.tipo, annoDocumento(documento.contenuto.dataOra ?? state?.dataOra ?? adesso))
              : null;
            return decideSaveDocumento(state, { id, store, documento, numerazione, adesso });
          },
          { metadata, expectedVersion },
        ),
      ),
    );
  }
}
