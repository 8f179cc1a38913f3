import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, IdempotentCreation, UnitOfWork } from '@registro/server-platform';
import { withDocumentoConflicts } from '../commands/documento-conflicts';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import { DocumentoStream } from '../commands/documento-stream';
import { buildDocumento } from '../domain/build-documento';
import { NewDocumentoWriter } from '../save-documento/new-documento.writer';
import { decideTrasformaRighe } from './decide-trasforma-righe';
import { TransformDocumentoCommand } from './transform-documento.command';

/**
 * One transaction: the body checked; the source read with its type's follow-on type; the pure
 * decider appends RigheTrasformate to the source's stream; then the new document is written
 * (numbered when saved COMPLETA). A refusal writes nothing and consumes no number.
 */
@CommandHandler(TransformDocumentoCommand)
export class TransformDocumentoHandler implements ICommandHandler<TransformDocumentoCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stream: DocumentoStream,
    private readonly lookups: DocumentoLookupsLoader,
    private readonly nuovo: NewDocumentoWriter,
    private readonly idempotency: IdempotentCreation,
  ) {}

  async execute({ store, body, metadata, idempotencyKey }: TransformDocumentoCommand): Promise<number> {
    const adesso = new Date().toISOString();
    return withDocumentoConflicts(() =>
      this.uow.run(async (tx) => {
        const { documento, errori } = buildDocumento(body, await this.lookups.load(body, tx));
        if (errori.length) throw new BadRequestError(errori);
        const idOrigine = documento.documentoOrigine;
        if (!idOrigine) throw new Error('A transformation names its source document');
        return this.idempotency.create(tx, { key: idempotencyKey, userId: metadata.userId, resource: `documenticommerciali-${store}`, body }, async () => {
          const id = await this.nuovo.nextId(tx);
          const origine = await this.stream.read(tx, idOrigine);
          const tipoSuccessivo = origine.state ? await this.lookups.tipoSuccessivo(tx, origine.state.tipo) : null;
          const trasformate = decideTrasformaRighe({ idOrigine, idDocumento: id, tipo: documento.contenuto.tipo, tipoSuccessivo, righe: documento.righeOrigine }, origine.state);
          await this.stream.append(tx, idOrigine, origine.currentVersion, trasformate, metadata);
          await this.nuovo.write(tx, id, store, documento, adesso, metadata);
          return id;
        });
      }),
    );
  }
}
