import { romeDayEnd } from '@registro/server-kernel';
import type { OrdineElenco } from '@registro/contracts';
import { column, type ExcelSheet, type ListSql } from '@registro/server-platform';
import type { ListOrdiniDto } from './list-ordini.dto';

const ISO = (colonna: string) => `to_char(${colonna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of a list row (OrdineElenco). */
export const ORDINE_ELENCO_SELECT = `id, codice::text AS codice, id_cliente AS "idCliente", ${ISO('data_ordine')} AS "dataOrdine",
  stato_attuale AS "statoAttuale", ${ISO('stato_attuale_data_ora')} AS "statoAttualeDataOra", cognome, nome,
  totale_ordine::float8 AS "totaleOrdine"`;

/**
 * The order list: the order number exactly, its status (`tipo`), the customer (forced to the
 * caller for a customer: `soloCliente`), the order date from/to (inclusive), newest first.
 */
export function ordiniListSql(filtri: ListOrdiniDto, soloCliente: number | null): ListSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (filtri.codice !== undefined) where.push(`codice = ${param(filtri.codice)}`);
  if (filtri.tipo) where.push(`stato_attuale = ${param(filtri.tipo)}`);
  const cliente = soloCliente ?? filtri.idCliente ?? null;
  if (cliente !== null) where.push(`id_cliente = ${param(cliente)}`);
  if (filtri.dataDal) where.push(`data_ordine >= ${param(filtri.dataDal)}::timestamptz`);
  if (filtri.dataAl) where.push(`data_ordine < ${param(romeDayEnd(filtri.dataAl))}::timestamptz`);
  return {
    select: ORDINE_ELENCO_SELECT,
    from: `FROM ordini${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
    orderBy: 'data_ordine DESC, id DESC',
  };
}

/** The Excel download of the list: the screen's columns (Numero, Intestatario, Data Ordine, Stato Attuale, Data Ora Stato). */
export const ORDINI_EXCEL: ExcelSheet<OrdineElenco> = {
  fileName: 'Ordini_',
  columns: [
    column('Numero', 'codice', 'integer'),
    { header: 'Intestatario', value: (o) => `${o.cognome} ${o.nome}`.trim() },
    column('Data Ordine', 'dataOrdine', 'date'),
    column('Stato Attuale', 'statoAttuale'),
    column('Data Ora Stato', 'statoAttualeDataOra', 'datetime'),
  ],
};
