import type { DocumentoCommerciale } from '@registro/contracts';
import { column, type ExcelSheet, type ListSql } from '@registro/server-platform';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import type { ListDocumentiDto } from './list-documenti.dto';

const ISO = (colonna: string) => `to_char(${colonna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = `id, coalesce(numero::text, '') AS numero, tipo, store, ${ISO('data_ora')} AS "dataOra",
  stato_attuale AS "statoAttuale", ${ISO('stato_attuale_data_ora')} AS "statoAttualeDataOra",
  id_anagrafica AS "idAnagrafica", descrizione_anagrafica AS "descrizioneAnagrafica", documento_origine AS "documentoOrigine",
  importo_netto::float8 AS "importoNetto", importo_iva::float8 AS "importoIva", importo_lordo::float8 AS "importoLordo"`;

/** A list row: the document without its rows. */
export type DocumentoElenco = Omit<DocumentoCommerciale, 'listaRighe'>;

/** The documents of a store, by type, number and state (all exact), newest first: the screen's page and the Excel download. */
export function documentiListSql(store: StoreDocumento, filtri: Pick<ListDocumentiDto, 'tipo' | 'numero' | 'statoAttuale'>): ListSql {
  const params: unknown[] = [store];
  const where = ['store = $1'];
  const tipo = filtri.tipo?.trim();
  if (tipo) {
    params.push(tipo);
    where.push(`tipo = $${params.length}`);
  }
  if (filtri.numero !== undefined) {
    params.push(filtri.numero);
    where.push(`numero = $${params.length}`);
  }
  if (filtri.statoAttuale) {
    params.push(filtri.statoAttuale);
    where.push(`stato_attuale = $${params.length}`);
  }
  return { select: SELECT, from: `FROM documenti_commerciali WHERE ${where.join(' AND ')}`, params, orderBy: 'data_ora DESC, id DESC' };
}

/** The Excel download of the list: the screen's columns (Numero, Intestatario, Data Ora, Stato). */
export const DOCUMENTI_EXCEL: ExcelSheet<DocumentoElenco> = {
  fileName: 'Documenti_',
  columns: [column('Numero', 'numero', 'integer'), column('Intestatario', 'descrizioneAnagrafica'), column('Data Ora', 'dataOra', 'datetime'), column('Stato', 'statoAttuale')],
};
