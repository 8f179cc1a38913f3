import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DocumentoArchiviato, DocumentoRepository, Lista } from '@registro/contracts';
import { NotFoundError, PG_POOL, pagedRows, type PageRequest } from '@registro/server-platform';
import { FileArchive } from '@registro/server-platform';
import { MESSAGGIO_DOCUMENTO_NON_FIRMATO } from '../commands/sign-documento';
import { COLONNE_DOCUMENTO, documentiListSql, type DocumentoFilters } from '../list-documenti/documenti-list-sql';

const MESSAGGIO_DOCUMENTO_NON_TROVATO = 'Documento non trovato';

/** Reads of the document repository (`documenti_repository`, PDFs from FileArchive). */
@Injectable()
export class DocumentoReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly archivio: FileArchive,
  ) {}

  /** A page of the active documents matching the filters (GET documentrepository/personali; the archive is list-documenti/). */
  async list(f: DocumentoFilters, page: PageRequest): Promise<Lista<DocumentoArchiviato>> {
    return pagedRows<DocumentoArchiviato>(this.pool, documentiListSql(f), page);
  }

  async uno(id: number): Promise<DocumentoArchiviato> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE_DOCUMENTO} FROM documenti_repository WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_TROVATO);
    return rows[0];
  }

  /** The latest active document of a record of `sezione`, or null. */
  async idAttivoDellaRisorsa(sezione: string, idRisorsa: number): Promise<number | null> {
    const { rows } = await this.pool.query(
      `SELECT id FROM documenti_repository WHERE sezione = $1 AND id_risorsa = $2 AND NOT annullato ORDER BY id DESC LIMIT 1`,
      [sezione, idRisorsa],
    );
    return rows[0]?.id ?? null;
  }

  /** GET documentrepository/lastactive/{id}: the current PDF of an active document; 404 "Documento non firmato". */
  async ultimoAttivo(id: number): Promise<DocumentoRepository> {
    const documento = await this.attivoConPdf('id = $1', [id]);
    if (!documento) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    return documento;
  }

  /**
   * GET documentrepository/personali/{id}: the current PDF of an active document of `idAnagrafica`.
   * Someone else's, cancelled or unknown all answer the same 404, so the caller learns nothing.
   */
  async personale(id: number, idAnagrafica: number): Promise<DocumentoRepository> {
    const documento = await this.attivoConPdf('id = $1 AND id_anagrafica = $2', [id, idAnagrafica]);
    if (!documento) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_TROVATO);
    return documento;
  }

  /** The active document matching `condizione` with its current PDF in base64, or null. */
  private async attivoConPdf(condizione: string, values: unknown[]): Promise<DocumentoRepository | null> {
    const { rows } = await this.pool.query(
      `SELECT id, id_risorsa::int AS "idRisorsa", sezione, nome_file AS "nomeFile", descrizione, tipo_documento AS "tipoDocumento",
              versione, firme > 0 AS firmato, sha256
         FROM documenti_repository WHERE ${condizione} AND NOT annullato`,
      values,
    );
    const r = rows[0];
    const pdf = r ? await this.archivio.read(r.sha256) : null;
    if (!r || !pdf) return null;
    return {
      id: r.id, idRisorsa: r.idRisorsa, sezione: r.sezione, nomeFile: r.nomeFile, descrizione: r.descrizione,
      tipoDocumento: r.tipoDocumento, versione: r.versione, firmato: r.firmato, base64: pdf.toString('base64'),
    };
  }
}
