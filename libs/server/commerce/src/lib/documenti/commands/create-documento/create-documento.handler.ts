import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore } from '@registro/server-event-store';
import { BadRequestError, IdempotentCreation, UnitOfWork } from '@registro/server-platform';
import { annoDocumento } from '../../domain/anno-documento';
import { buildDocumento } from '../../domain/build-documento';
import { decideSaveDocumento, richiedeNumero } from '../../domain/decide-save-documento';
import { decideTrasformaRighe } from '../../domain/decide-trasforma-righe';
import { documentoCommercialeAggregate } from '../../domain/documento-commerciale.aggregate';
import { documentoCommercialeStreamId, type DocumentoCommercialeEvent } from '../../domain/documento-commerciale.events';
import { withDocumentoConflicts } from '../documento-conflicts';
import { DocumentoLookupsLoader } from '../documento-lookups.loader';
import { DocumentoNumbering } from '../documento-numbering';
import { CreateDocumentoCommand } from './create-documento.command';

/**
 * One transaction: (for a transformation) RigheTrasformate on the source's stream, then the new
 * document's stream, numbered when it is saved COMPLETA. A refusal or failure consumes nothing.
 */
@CommandHandler(CreateDocumentoCommand)
export class CreateDocumentoHandler implements ICommandHandler<CreateDocumentoCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly lookups: DocumentoLookupsLoader,
    private readonly numbering: DocumentoNumbering,
    private readonly idempotency: IdempotentCreation,
  ) {}

  async execute({ store, body, metadata, idempotencyKey }: CreateDocumentoCommand): Promise<number> {
    const { documento, errori } = buildDocumento(body, await this.lookups.load(body));
    if (errori.length) throw new BadRequestError(errori);
    const adesso = new Date().toISOString();
    return withDocumentoConflicts(() =>
      this.uow.run((tx) =>
        this.idempotency.crea(tx, { chiave: idempotencyKey, utente: metadata.userId, risorsa: `documenticommerciali-${store}`, corpo: body }, async () => {
          const { rows } = await tx.query<{ id: number }>(`SELECT nextval('documenti_commerciali_id_seq')::int AS id`);
          const id = rows[0].id;
          const idOrigine = documento.documentoOrigine;
          if (idOrigine)
            await this.store.handleCommand(
              tx,
              documentoCommercialeStreamId(idOrigine),
              documentoCommercialeAggregate,
              async (origine): Promise<DocumentoCommercialeEvent[]> =>
                decideTrasformaRighe(origine, {
                  idOrigine,
                  idDocumento: id,
                  tipo: documento.contenuto.tipo,
                  tipoSuccessivo: origine ? await this.lookups.tipoSuccessivo(tx, origine.tipo) : null,
                  righe: documento.righeOrigine,
                }),
              { metadata },
            );
          await this.store.handleCommand(
            tx,
            documentoCommercialeStreamId(id),
            documentoCommercialeAggregate,
            async (state): Promise<DocumentoCommercialeEvent[]> => {
              const numerazione = richiedeNumero(state, documento)
                ? await this.numbering.take(tx, documento.contenuto.tipo, annoDocumento(documento.contenuto.dataOra ?? adesso))
                : null;
              return decideSaveDocumento(state, { id, store, documento, numerazione, adesso });
            },
            { metadata, expectedVersion: 0 },
          );
          return id;
        }),
      ),
    );
  }
}
