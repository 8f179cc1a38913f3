import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DocumentoArchiviato, DocumentoRepository } from '@registro/contracts';
import { NotFoundError, PG_POOL, type Page } from '@registro/server-platform';
import { ArchivioFile } from '../../archivio/archivio-file';
import { MESSAGGIO_DOCUMENTO_NON_FIRMATO } from '../commands/firma-documento';
import { giornoRoma } from './giorno-roma';

const COLONNE = `id, sezione, id_risorsa::int AS "idRisorsa", id_anagrafica::int AS "idAnagrafica", nome_file AS "nomeFile", descrizione,
  tipo_documento AS "tipoDocumento", (extract(epoch FROM data_refertazione) * 1000)::bigint::float8 AS "dataRefertazione", versione, size,
  firme > 0 AS firmato, firme, ultimo_firmatario AS "ultimoFirmatario", inviato_fse_il IS NOT NULL AS "inviatoFse",
  (extract(epoch FROM inviato_fse_il) * 1000)::bigint::float8 AS "dataInvioFse", annullato,
  (extract(epoch FROM creato_il) * 1000)::bigint::float8 AS "creatoIl", creato_da AS "creatoDa"`;

/** Filters of GET documentrepository; dates are epoch ms, compared by their day in Europe/Rome. */
export interface FiltriDocumenti {
  idRisorsa?: number;
  sezione?: string;
  tipoDocumento?: string;
  dataDal?: number;
  dataAl?: number;
}

/** Reads of the document repository (`documenti_repository`, PDFs from ArchivioFile). */
@Injectable()
export class LeggiDocumenti {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly archivio: ArchivioFile,
  ) {}

  async lista(f: FiltriDocumenti, pagina: Page): Promise<{ list: DocumentoArchiviato[]; recordsNumber: number }> {
    const condizioni = ['NOT annullato'];
    const valori: unknown[] = [];
    const aggiungi = (sql: (n: string) => string, v: unknown) => {
      valori.push(v);
      condizioni.push(sql(`$${valori.length}`));
    };
    if (f.idRisorsa !== undefined) aggiungi((n) => `id_risorsa = ${n}`, f.idRisorsa);
    if (f.sezione) aggiungi((n) => `sezione = lower(${n})`, f.sezione.trim());
    if (f.tipoDocumento) aggiungi((n) => `lower(tipo_documento) = lower(${n})`, f.tipoDocumento.trim());
    if (f.dataDal !== undefined) aggiungi((n) => `giorno_refertazione >= ${n}::date`, giornoRoma(f.dataDal));
    if (f.dataAl !== undefined) aggiungi((n) => `giorno_refertazione <= ${n}::date`, giornoRoma(f.dataAl));
    const dove = condizioni.join(' AND ');
    const [righe, conta] = await Promise.all([
      this.pool.query(`SELECT ${COLONNE} FROM documenti_repository WHERE ${dove} ORDER BY data_refertazione DESC, id DESC LIMIT $${valori.length + 1} OFFSET $${valori.length + 2}`, [
        ...valori,
        pagina.forPage,
        pagina.offset,
      ]),
      this.pool.query(`SELECT count(*)::int AS n FROM documenti_repository WHERE ${dove}`, valori),
    ]);
    return { list: righe.rows, recordsNumber: conta.rows[0].n };
  }

  async uno(id: number): Promise<DocumentoArchiviato> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE} FROM documenti_repository WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError('Documento non trovato');
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
    const { rows } = await this.pool.query(
      `SELECT id, id_risorsa::int AS "idRisorsa", sezione, nome_file AS "nomeFile", descrizione, tipo_documento AS "tipoDocumento",
              versione, firme > 0 AS firmato, sha256
         FROM documenti_repository WHERE id = $1 AND NOT annullato`,
      [id],
    );
    const r = rows[0];
    const pdf = r ? await this.archivio.leggi(r.sha256) : null;
    if (!r || !pdf) throw new NotFoundError(MESSAGGIO_DOCUMENTO_NON_FIRMATO);
    return {
      id: r.id, idRisorsa: r.idRisorsa, sezione: r.sezione, nomeFile: r.nomeFile, descrizione: r.descrizione,
      tipoDocumento: r.tipoDocumento, versione: r.versione, firmato: r.firmato, base64: pdf.toString('base64'),
    };
  }
}
