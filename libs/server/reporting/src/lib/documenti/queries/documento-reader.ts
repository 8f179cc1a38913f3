import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DocumentoArchiviato, DocumentoRepository, Lista } from '@registro/contracts';
import { NotFoundError, PG_POOL, allRows, pagedRows, type ListSql, type PageRequest } from '@registro/server-platform';
import { FileArchive } from '../../file-archive/file-archive';
import { MESSAGGIO_DOCUMENTO_NON_FIRMATO } from '../commands/sign-documento';
import { romeDay } from './rome-day';

const COLONNE = `id, sezione, id_risorsa::int AS "idRisorsa", id_anagrafica::int AS "idAnagrafica", nome_file AS "nomeFile", descrizione,
  tipo_documento AS "tipoDocumento", (extract(epoch FROM data_refertazione) * 1000)::bigint::float8 AS "dataRefertazione", versione, size,
  firme > 0 AS firmato, firme, ultimo_firmatario AS "ultimoFirmatario", inviato_fse_il IS NOT NULL AS "inviatoFse",
  (extract(epoch FROM inviato_fse_il) * 1000)::bigint::float8 AS "dataInvioFse", annullato,
  (extract(epoch FROM creato_il) * 1000)::bigint::float8 AS "creatoIl", creato_da AS "creatoDa"`;

const MESSAGGIO_DOCUMENTO_NON_TROVATO = 'Documento non trovato';

/** Filters of GET documentrepository; dates are epoch ms, compared by their day in Europe/Rome. */
export interface DocumentoFilters {
  idRisorsa?: number;
  /** the registry id the document belongs to (GET documentrepository/personali: the caller's) */
  idAnagrafica?: number;
  sezione?: string;
  tipoDocumento?: string;
  dataDal?: number;
  dataAl?: number;
}

/** The list of GET documentrepository: active documents, latest refertazione first. */
function listSql(f: DocumentoFilters): ListSql {
  const condizioni = ['NOT annullato'];
  const valori: unknown[] = [];
  const aggiungi = (sql: (n: string) => string, v: unknown) => {
    valori.push(v);
    condizioni.push(sql(`$${valori.length}`));
  };
  if (f.idRisorsa !== undefined) aggiungi((n) => `id_risorsa = ${n}`, f.idRisorsa);
  if (f.idAnagrafica !== undefined) aggiungi((n) => `id_anagrafica = ${n}`, f.idAnagrafica);
  if (f.sezione) aggiungi((n) => `sezione = lower(${n})`, f.sezione.trim());
  if (f.tipoDocumento) aggiungi((n) => `lower(tipo_documento) = lower(${n})`, f.tipoDocumento.trim());
  if (f.dataDal !== undefined) aggiungi((n) => `giorno_refertazione >= ${n}::date`, romeDay(f.dataDal));
  if (f.dataAl !== undefined) aggiungi((n) => `giorno_refertazione <= ${n}::date`, romeDay(f.dataAl));
  return { select: COLONNE, from: `FROM documenti_repository WHERE ${condizioni.join(' AND ')}`, params: valori, orderBy: 'data_refertazione DESC, id DESC' };
}

/** Reads of the document repository (`documenti_repository`, PDFs from FileArchive). */
@Injectable()
export class DocumentoReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly archivio: FileArchive,
  ) {}

  async list(f: DocumentoFilters, page: PageRequest): Promise<Lista<DocumentoArchiviato>> {
    return pagedRows<DocumentoArchiviato>(this.pool, listSql(f), page);
  }

  /** Every active document matching the filters, in list order (POST documentrepository/excel). */
  rows(f: DocumentoFilters): AsyncIterable<DocumentoArchiviato> {
    return allRows<DocumentoArchiviato>(this.pool, listSql(f));
  }

  async uno(id: number): Promise<DocumentoArchiviato> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE} FROM documenti_repository WHERE id = $1`, [id]);
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
