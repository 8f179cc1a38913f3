import type { ListSql } from '@registro/server-platform';
import { romeDay } from '@registro/server-kernel';

/** The columns of an archived document, with the wire names of DocumentoArchiviato (the lists' and GET documentrepository/{id}'s). */
export const COLONNE_DOCUMENTO = `id, sezione, id_risorsa::int AS "idRisorsa", id_anagrafica::int AS "idAnagrafica", nome_file AS "nomeFile", descrizione,
  tipo_documento AS "tipoDocumento", (extract(epoch FROM data_refertazione) * 1000)::bigint::float8 AS "dataRefertazione", versione, size,
  firme > 0 AS firmato, firme, ultimo_firmatario AS "ultimoFirmatario", inviato_fse_il IS NOT NULL AS "inviatoFse",
  (extract(epoch FROM inviato_fse_il) * 1000)::bigint::float8 AS "dataInvioFse", annullato,
  (extract(epoch FROM creato_il) * 1000)::bigint::float8 AS "creatoIl", creato_da AS "creatoDa"`;

/** Filters of the document lists; dates (read by the date codec) compared by their day in Europe/Rome. */
export interface DocumentoFilters {
  idRisorsa?: number;
  /** the registry id the document belongs to (GET documentrepository/personali: the caller's) */
  idAnagrafica?: number;
  sezione?: string;
  tipoDocumento?: string;
  /** true: signed at least once; false: not signed yet */
  firmato?: boolean;
  dataDal?: Date;
  dataAl?: Date;
}

/** Active documents matching the filters, latest refertazione first (the archive and the caller's own documents). */
export function documentiListSql(f: DocumentoFilters): ListSql {
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
  if (f.firmato !== undefined) condizioni.push(f.firmato ? 'firme > 0' : 'firme = 0');
  if (f.dataDal !== undefined) aggiungi((n) => `giorno_refertazione >= ${n}::date`, romeDay(f.dataDal));
  if (f.dataAl !== undefined) aggiungi((n) => `giorno_refertazione <= ${n}::date`, romeDay(f.dataAl));
  return { select: COLONNE_DOCUMENTO, from: `FROM documenti_repository WHERE ${condizioni.join(' AND ')}`, params: valori, orderBy: 'data_refertazione DESC, id DESC' };
}
