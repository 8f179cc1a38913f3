import { romeDayEnd } from '@registro/server-kernel';
import { STATI_ORDINE, type FiltriOrdini, type OrdineElenco } from '@registro/contracts';
import { BadRequestError, column, type ExcelSheet, type ListSql } from '@registro/server-platform';

const ISO = (colonna: string) => `to_char(${colonna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of a list row (OrdineElenco). */
export const ORDINE_ELENCO_SELECT = `id, codice::text AS codice, id_cliente AS "idCliente", ${ISO('data_ordine')} AS "dataOrdine",
  stato_attuale AS "statoAttuale", ${ISO('stato_attuale_data_ora')} AS "statoAttualeDataOra", cognome, nome,
  totale_ordine::float8 AS "totaleOrdine"`;

/** The list's filters as read: dataDal/dataAl are days (the instant each begins in Rome), read by the date codec. */
export type FiltriOrdiniLetti = Omit<FiltriOrdini, 'dataDal' | 'dataAl'> & { dataDal?: Date; dataAl?: Date };

/**
 * Spec 3 §7's `tipo` of the orders list is the order's status, the only kind an order has (spec 3
 * §4, §9: CREATO, CONFERMATO; BOZZA named for an unused draft path, so it reads no order).
 */
const TIPI_ORDINE: readonly string[] = [...STATI_ORDINE, 'BOZZA'];

/** The status filter, upper-cased; blank is none, anything else 400. */
function tipoOrdine(value: string | undefined): string | null {
  const tipo = value?.trim().toUpperCase();
  if (!tipo) return null;
  if (!TIPI_ORDINE.includes(tipo)) throw new BadRequestError('Il filtro Tipo deve essere uno stato dell\'ordine: CREATO, CONFERMATO o BOZZA');
  return tipo;
}

/**
 * The order list: the order number exactly, its status (`tipo`), the customer (forced to the
 * caller for a customer: `soloCliente`), the order date from/to (inclusive), newest first.
 */
export function ordiniListSql(filtri: FiltriOrdiniLetti, soloCliente: number | null): ListSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const codice = filtri.codice?.trim();
  if (codice) {
    if (!/^\d{1,9}$/.test(codice)) throw new BadRequestError('Il filtro Numero Ordine deve essere un numero');
    where.push(`codice = ${param(Number(codice))}`);
  }
  const tipo = tipoOrdine(filtri.tipo);
  if (tipo) where.push(`stato_attuale = ${param(tipo)}`);
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
