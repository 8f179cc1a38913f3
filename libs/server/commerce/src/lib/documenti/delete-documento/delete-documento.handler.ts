import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@registro/server-platform';
import { withDocumentoConflicts } from '../commands/documento-conflicts';
import { DocumentoStream } from '../commands/documento-stream';
import { decideDeleteDocumento } from './decide-delete-documento';
import { DeleteDocumentoCommand } from './delete-documento.command';

@CommandHandler(DeleteDocumentoCommand)
export class DeleteDocumentoHandler implements ICommandHandler<DeleteDocumentoCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stream: DocumentoStream,
  ) {}

  async execute({ id, metadata }: DeleteDocumentoCommand): Promise<void> {
    await withDocumentoConflicts(() =>
      this.uow.run(async (tx) => {
        const { state, currentVersion } = await this.stream.read(tx, id);
        await this.stream.append(tx, id, currentVersion, decideDeleteDocumento({ id }, state), metadata);
      }),
    );
  }
}
