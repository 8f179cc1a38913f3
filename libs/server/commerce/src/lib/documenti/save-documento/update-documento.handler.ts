import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyError } from '@registro/server-event-store';
import { BadRequestError, NotFoundError, UnitOfWork } from '@registro/server-platform';
import { withDocumentoConflicts } from '../commands/documento-conflicts';
import { DocumentoLookupsLoader } from '../commands/documento-lookups.loader';
import { DocumentoNumbering } from '../commands/documento-numbering';
import { DocumentoStream } from '../commands/documento-stream';
import { annoDocumento } from '../domain/anno-documento';
import { buildDocumento } from '../domain/build-documento';
import { documentoCommercialeStreamId } from '../domain/documento-commerciale.events';
import { decideSaveDocumento, documentoNonTrovato, richiedeNumero } from './decide-save-documento';
import { versioneDocumento } from './save-documento.dto';
import { UpdateDocumentoCommand } from './update-documento.command';

/**
 * One transaction: the stream read once, the lookups and the body checked, the version the editor
 * loaded compared, the number taken when the draft becomes COMPLETA, then the pure decider.
 */
@CommandHandler(UpdateDocumentoCommand)
export class UpdateDocumentoHandler implements ICommandHandler<UpdateDocumentoCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stream: DocumentoStream,
    private readonly lookups: DocumentoLookupsLoader,
    private readonly numbering: DocumentoNumbering,
  ) {}

  async execute({ id, store, body, metadata }: UpdateDocumentoCommand): Promise<void> {
    const expectedVersion = versioneDocumento(body);
    const adesso = new Date().toISOString();
    await withDocumentoConflicts(() =>
      this.uow.run(async (tx) => {
        const { state, currentVersion, streamExists } = await this.stream.read(tx, id);
        if (!streamExists) throw new NotFoundError(documentoNonTrovato(id));
        const { documento, errori } = buildDocumento(body, await this.lookups.load(body, tx));
        if (errori.length) throw new BadRequestError(errori);
        if (expectedVersion !== undefined && expectedVersion !== currentVersion) throw new ConcurrencyError(documentoCommercialeStreamId(id), expectedVersion);
        const numerazione = richiedeNumero(documento, state)
          ? await this.numbering.take(tx, documento.contenuto.tipo, annoDocumento(documento.contenuto.dataOra ?? state?.dataOra ?? adesso))
          : null;
        await this.stream.append(tx, id, currentVersion, decideSaveDocumento({ id, store, documento, numerazione, adesso }, state), metadata);
      }),
    );
  }
}
