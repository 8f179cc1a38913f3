import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BadRequestError, IdempotentCreation, UnitOfWork } from '@registro/server-platform';
import { withDocumentoConflicts } from '../commands/documento-conflicts';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import { buildDocumento } from '../domain/build-documento';
import { CreateDocumentoCommand } from './create-documento.command';
import { NewDocumentoWriter } from './new-documento.writer';

/** One transaction: the lookups, the body checked, the new stream numbered when saved COMPLETA. A refusal consumes nothing. */
@CommandHandler(CreateDocumentoCommand)
export class CreateDocumentoHandler implements ICommandHandler<CreateDocumentoCommand, number> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly lookups: DocumentoLookupsLoader,
    private readonly nuovo: NewDocumentoWriter,
    private readonly idempotency: IdempotentCreation,
  ) {}

  async execute({ store, body, metadata, idempotencyKey }: CreateDocumentoCommand): Promise<number> {
    const adesso = new Date().toISOString();
    return withDocumentoConflicts(() =>
      this.uow.run(async (tx) => {
        const { documento, errori } = buildDocumento(body, await this.lookups.load(body, tx));
        if (errori.length) throw new BadRequestError(errori);
        if (documento.documentoOrigine) throw new Error('A transformation is a TransformDocumentoCommand');
        return this.idempotency.create(tx, { key: idempotencyKey, userId: metadata.userId, resource: `documenticommerciali-${store}`, body }, async () => {
          const id = await this.nuovo.nextId(tx);
          await this.nuovo.write(tx, id, store, documento, adesso, metadata);
          return id;
        });
      }),
    );
  }
}
