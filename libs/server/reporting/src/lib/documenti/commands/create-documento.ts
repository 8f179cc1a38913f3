import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { BadRequestError, UnitOfWork } from '@registro/server-platform';
import { FileArchive } from '@registro/server-platform';
import { documentoAggregate } from '../domain/documento.aggregate';
import { DOCUMENTO_PRODOTTO, SEZIONE_DOCUMENTI, streamDocumento, type DocumentoEvent, type DocumentoProdottoData } from '../domain/documento.events';
import type { CreateDocumentoDto } from './create-documento.dto';
import { pdfFileName, pdfFromBase64 } from './uploaded-pdf';

const SEZIONE = /^[a-z][a-z0-9_]{0,62}$/;

/** POST allegati: archives a PDF as version 1 of a new document (DocumentoProdotto). */
@Injectable()
export class CreateDocumento {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly archivio: FileArchive,
  ) {}

  async execute(dto: CreateDocumentoDto, metadata: EventMetadata): Promise<number> {
    const nomeFile = pdfFileName(dto.nomeFile);
    const sezione = (dto.sezione ?? SEZIONE_DOCUMENTI).trim().toLowerCase() || SEZIONE_DOCUMENTI;
    if (!SEZIONE.test(sezione)) throw new BadRequestError('Il campo sezione non è valido');
    const dataRefertazione = dto.dataRefertazione ?? new Date();
    const pdf = await pdfFromBase64(dto.file);
    return this.uow.run(async (tx) => {
      const sha256 = await this.archivio.save(tx, pdf);
      const { rows } = await tx.query(`SELECT nextval('documenti_repository_id_seq')::int AS id`);
      const id = rows[0].id as number;
      const data: DocumentoProdottoData = {
        idRisorsa: dto.idRisorsa,
        sezione,
        idAnagrafica: dto.idAnagrafica ?? null,
        nomeFile,
        descrizione: (dto.descrizione ?? '').trim(),
        tipoDocumento: dto.tipoDocumento.trim(),
        dataRefertazione: dataRefertazione.toISOString(),
        sha256,
        size: pdf.length,
      };
      await this.store.handleCommand(tx, streamDocumento(id), documentoAggregate, (): DocumentoEvent[] => [{ type: DOCUMENTO_PRODOTTO, data }], {
        metadata,
        expectedVersion: 0,
      });
      return id;
    });
  }
}
