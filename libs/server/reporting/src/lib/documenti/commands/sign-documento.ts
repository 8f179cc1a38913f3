import { HttpException, Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata, type Transaction } from '@registro/server-event-store';
import { NotFoundError, BadRequestError, UnitOfWork } from '@registro/server-platform';
import { FileArchive } from '@registro/server-platform';
import { activeDocumento, documentoAggregate, type DocumentoState } from '../domain/documento.aggregate';
import { DOCUMENTO_FIRMATO, streamDocumento, type DocumentoEvent } from '../domain/documento.events';
import { FacilityCertificate } from '../firma/facility-certificate';
import type { FirmaCredentials } from '../firma/firma-credentials';
import { signPdf } from '../firma/firma-pades';
import type { FirmaRequest } from '../firma/firma-request';

export const MESSAGGIO_DOCUMENTO_NON_FIRMATO = 'Documento non firmato';

/** Signs a PDF with the facility certificate; anything pdf-lib cannot handle is a 400, not a 500. */
export async function signPdfOr400(pdf: Buffer, credenziali: FirmaCredentials, r: FirmaRequest, firmatario: string) {
  try {
    return await signPdf(pdf, { credenziali, fieldName: r.fieldName, firmatario, firmaGrafica: r.firmaGrafica });
  } catch (e) {
    if (e instanceof HttpException) throw e;
    throw new BadRequestError(`Impossibile firmare il documento: ${(e as Error).message}`);
  }
}

/**
 * Signs the current version of a document and records it as a new version (DocumentoFirmato).
 * The certificate is opened first (a wrong password changes nothing); the row is locked while
 * signing so two signers in a row both end up in the PDF.
 */
@Injectable()
export class SignDocumento {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly archivio: FileArchive,
    private readonly certificato: FacilityCertificate,
  ) {}

  /** Opens the facility certificate: 400 "Password di firma errata" before anything is touched. */
  async credenziali(password: string): Promise<FirmaCredentials> {
    return this.certificato.open(password);
  }

  async execute(id: number, r: FirmaRequest, firmatario: string, metadata: EventMetadata): Promise<Buffer> {
    const cred = await this.certificato.open(r.password);
    return this.uow.run((tx) => this.executeIn(tx, id, r, firmatario, metadata, cred));
  }

  /** Inside the caller's transaction (POST sign signs several documents all or nothing). */
  async executeIn(tx: Transaction, id: number, r: FirmaRequest, firmatario: string, metadata: EventMetadata, cred: FirmaCredentials): Promise<Buffer> {
    // the read-model row is locked only to queue signers one behind the other (both signatures end up in the PDF)
    await tx.query(`SELECT 1 FROM documenti_repository WHERE id = $1 FOR UPDATE`, [id]);
    let pdf: Buffer = Buffer.alloc(0);
    await this.store.handleCommand(
      tx,
      streamDocumento(id),
      documentoAggregate,
      (state, { inputs: firmato }): DocumentoEvent[] => {
        activeDocumento(state, MESSAGGIO_DOCUMENTO_NON_FIRMATO);
        const data = { sha256: firmato.sha256, size: firmato.pdf.length, firmatario, codiceDispositivo: r.codiceDispositivo, grafica: !!r.firmaGrafica, fieldName: firmato.fieldName };
        return [{ type: DOCUMENTO_FIRMATO, data }];
      },
      {
        metadata,
        load: async (state: DocumentoState) => {
          const firmato = await this.signCurrentVersion(tx, state, r, firmatario, cred);
          pdf = firmato.pdf;
          return firmato;
        },
      },
    );
    return pdf;
  }

  /** The current version's PDF signed and stored in the archive (the decision's input). */
  private async signCurrentVersion(tx: Transaction, state: DocumentoState, r: FirmaRequest, firmatario: string, cred: FirmaCredentials) {
    const documento = activeDocumento(state, MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    const originale = await this.archivio.read(documento.sha256);
    if (!originale) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    const firmato = await signPdfOr400(originale, cred, r, firmatario);
    return { pdf: firmato.pdf, fieldName: firmato.fieldName, sha256: await this.archivio.save(tx, firmato.pdf) };
  }
}
