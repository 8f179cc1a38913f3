import { HttpException, Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata, type Transaction } from '@registro/server-event-store';
import { NotFoundError, BadRequestError, UnitOfWork } from '@registro/server-platform';
import { ArchivioFile } from '../../archivio/archivio-file';
import { DOCUMENTO_FIRMATO, SEZIONE_DOCUMENTI, streamDocumento, type DocumentoFirmatoData } from '../documenti.events';
import { CertificatoStruttura } from '../firma/certificato-struttura';
import type { CredenzialiFirma } from '../firma/credenziali-firma';
import { firmaPdf } from '../firma/firma-pades';
import type { FirmaRichiesta } from '../firma/richiesta-firma';

export const MESSAGGIO_DOCUMENTO_NON_FIRMATO = 'Documento non firmato';

/** Signs a PDF with the facility certificate; anything pdf-lib cannot handle is a 400, not a 500. */
export async function firmaOppure400(pdf: Buffer, credenziali: CredenzialiFirma, r: FirmaRichiesta, firmatario: string) {
  try {
    return await firmaPdf(pdf, { credenziali, fieldName: r.fieldName, firmatario, firmaGrafica: r.firmaGrafica });
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
export class FirmaDocumento {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly archivio: ArchivioFile,
    private readonly certificato: CertificatoStruttura,
  ) {}

  /** Opens the facility certificate: 400 "Password di firma errata" before anything is touched. */
  async credenziali(password: string): Promise<CredenzialiFirma> {
    return this.certificato.apri(password);
  }

  async esegui(id: number, r: FirmaRichiesta, firmatario: string, metadata: EventMetadata): Promise<Buffer> {
    const cred = await this.certificato.apri(r.password);
    return this.uow.run((tx) => this.eseguiIn(tx, id, r, firmatario, metadata, cred));
  }

  /** Inside the caller's transaction (POST sign signs several documents all or nothing). */
  async eseguiIn(tx: Transaction, id: number, r: FirmaRichiesta, firmatario: string, metadata: EventMetadata, cred: CredenzialiFirma): Promise<Buffer> {
    const { rows } = await tx.query(`SELECT sha256, versione FROM documenti_repository WHERE id = $1 AND NOT annullato FOR UPDATE`, [id]);
    if (!rows[0]) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    const originale = await this.archivio.leggi(rows[0].sha256);
    if (!originale) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    const { pdf, fieldName } = await firmaOppure400(originale, cred, r, firmatario);
    const sha256 = await this.archivio.salva(tx, pdf);
    const data: DocumentoFirmatoData = { sha256, size: pdf.length, firmatario, codiceDispositivo: r.codiceDispositivo, grafica: !!r.firmaGrafica, fieldName };
    await this.store.append(tx, streamDocumento(id), SEZIONE_DOCUMENTI, [{ type: DOCUMENTO_FIRMATO, data: { ...data } }], rows[0].versione, metadata);
    return pdf;
  }
}
