import { romeDateSql } from '@registro/server-kernel';
import { amongDistinct, containsPattern, sortedBy, type ListSql, type ListTotal } from '@registro/server-platform';
import type { FattureFilters } from './list-fatture.dto';

/** The row of the list as SQL columns (numeric totals come back as numbers). */
const SELECT = `id, numero_documento AS "numeroDocumento", to_char(data_documento AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dataDocumento",
  tipo_documento_descrizione AS "tipoDocumentoDescrizione", cognome_ragione_soggetto AS "cognomeRagioneSoggetto",
  nome_soggetto AS "nomeSoggetto", codice_struttura AS "codiceStruttura", totale_documento::float8 AS "totaleDocumento",
  partita_iva_soggetto = '' AS privato, stato_sdi AS "statoSdi"`;

/** The distinct type descriptions of the invoices, by a skip scan of fatture_tipo_data_idx (a few index probes). */
const TIPI_DISTINTI = `WITH RECURSIVE tipi AS (
    (SELECT tipo_documento_descrizione AS v FROM fatture ORDER BY 1 LIMIT 1)
    UNION ALL
    SELECT (SELECT tipo_documento_descrizione FROM fatture WHERE tipo_documento_descrizione > tipi.v ORDER BY 1 LIMIT 1) FROM tipi WHERE tipi.v IS NOT NULL
  )`;

/** An invoice for the SDI (its recipient has a partita IVA) not exported as XML yet: fatture_da_esportare_idx. */
export const DA_ESPORTARE = `esportata_il IS NULL AND btrim(partita_iva_soggetto) <> ''`;

/** The Rome day of an invoice, as the indexes of FattureGiornoNumero1764820000200 hold it. */
const GIORNO = romeDateSql('data_documento');

/**
 * The invoice list as one query: exact structure and number, the dates as a range of instants (read
 * by the date codec: a day without a time is the whole day in Europe/Rome), type and name as
 * case-insensitive "contains" (the name among the distinct names, `fatture_nomi`, amongDistinct; the type among
 * its few distinct values), newest day first and, within a day, by number (84, 83, 82…), not by
 * the time of day. A period also bounds the day, so the day-and-number indexes read only its days.
 */
export function fattureListSql(filtri: FattureFilters): ListSql {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const struttura = filtri.codiceStruttura?.trim();
  if (struttura) where.push(`codice_struttura = ${param(struttura)}`);
  // the time of day counts on the period's first and last day only: so written, the planner does not
  // take the instant and the day as two independent bounds and judge a month a few hundred rows
  if (filtri.dataDal) {
    const dal = param(filtri.dataDal);
    where.push(`${GIORNO} >= ${romeDateSql(dal)}`, `(${GIORNO} > ${romeDateSql(dal)} OR data_documento >= ${dal}::timestamptz)`);
  }
  if (filtri.dataAl) {
    const al = param(filtri.dataAl);
    where.push(`${GIORNO} <= ${romeDateSql(al)}`, `(${GIORNO} < ${romeDateSql(al)} OR data_documento <= ${al}::timestamptz)`);
  }
  const numero = filtri.numeroDocumento?.trim();
  if (numero) where.push(`numero_documento = ${param(numero)}`);
  const tipo = containsPattern(filtri.tipoDocumentoDescrizione);
  // an array computed once (InitPlan), not IN (subquery): a semi join would repeat the other filters' index scans per type
  if (tipo) where.push(`tipo_documento_descrizione = ANY (ARRAY(${TIPI_DISTINTI} SELECT v FROM tipi WHERE lower(v) LIKE lower(${param(tipo)})))`);
  if (filtri.daEsportare) where.push(DA_ESPORTARE);
  if (filtri.statoSdi) where.push(`stato_sdi = ${param(filtri.statoSdi)}`);
  const ordine = [[GIORNO, 'DESC'], ['numero', 'DESC'], ['id', 'DESC']] as const;
  const pattern = containsPattern(filtri.cognomeRagioneSoggetto);
  const altri = where.length ? where.join(' AND ') : 'true';
  if (!pattern) return { select: SELECT, from: `FROM fatture${where.length ? ` WHERE ${altri}` : ''}`, params, ...sortedBy(...ordine) };
  const simile = `LIKE lower(${param(pattern)})`;
  return {
    select: SELECT,
    ...amongDistinct({
      table: 'fatture',
      column: 'ragione_ricerca',
      values: `SELECT ragione_ricerca FROM fatture_nomi WHERE ragione_ricerca ${simile}`,
      matches: `ragione_ricerca ${simile}`,
      others: altri,
      order: ordine,
      // each name's invoices are an index-only walk, so up to 20 names cost less than the day's walk
      few: 20,
    }),
    params,
    ...sortedBy(...ordine),
  };
}

/**
 * The list's total: without filters, or with the structure alone, the exact number kept by
 * `fatture_totale` (FattureElenco1764820000100); otherwise as the list kit counts (ListTotals).
 */
export function fattureCountSql(filtri: FattureFilters): ListTotal | undefined {
  const altri =
    !!filtri.dataDal ||
    !!filtri.dataAl ||
    !!filtri.daEsportare ||
    (['numeroDocumento', 'tipoDocumentoDescrizione', 'cognomeRagioneSoggetto', 'statoSdi'] as const).some((k) => filtri[k]?.trim());
  if (altri) return undefined;
  const struttura = filtri.codiceStruttura?.trim();
  return struttura
    ? { text: 'SELECT coalesce(sum(righe), 0)::int AS n FROM fatture_totale WHERE codice_struttura = $1', values: [struttura], cheap: true }
    : { text: 'SELECT coalesce(sum(righe), 0)::int AS n FROM fatture_totale', values: [], cheap: true };
}
