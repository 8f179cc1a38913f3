import { amongDistinct, containsPattern, sortedBy, type ListSql, type ListTotal } from '@registro/server-platform';
import type { LogFilters } from './list-logs.dto';

/** The row of the list as SQL columns (VoceLog; the instant as ISO 8601, as JavaScript writes it). */
const SELECT = `id::float8 AS id, to_char(data_ora AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dataOra",
  stato, sezione, descrizione_evento AS "descrizioneEvento", operation, username, id_gruppo AS "idGruppo", ip,
  user_agent AS "userAgent", id_risorsa AS "idRisorsa"`;

/**
 * The WHERE of GET /api/logs with only the filters given, so the planner sees exactly the
 * conditions it can serve from an index (text filters: ILIKE substring, trigram GIN; stato and
 * idRisorsa: equality, btree; dates: range on data_ora). The user and IP filters are not among
 * them: they are matched among the distinct values (logsListSql).
 */
export function condizioniLog(filters: LogFilters): { where: string; values: unknown[]; soloStato: boolean } {
  const condizioni: string[] = [];
  const values: unknown[] = [];
  const aggiungi = (value: unknown, condizione: (p: string) => string) => {
    if (value === null || value === undefined) return;
    values.push(value);
    condizioni.push(condizione(`$${values.length}`));
  };
  aggiungi(filters.dataDal, (p) => `data_ora >= ${p}`);
  aggiungi(filters.dataAl, (p) => `data_ora <= ${p}`);
  aggiungi(containsPattern(filters.sezione), (p) => `sezione ILIKE ${p}`);
  aggiungi(containsPattern(filters.descrizioneEvento), (p) => `(descrizione_evento ILIKE ${p} OR operation ILIKE ${p})`);
  aggiungi(containsPattern(filters.userAgent), (p) => `user_agent ILIKE ${p}`);
  aggiungi(filters.stato, (p) => `stato = ${p}`);
  // an id is matched whole: resource 2 is not 12 or 21
  aggiungi(filters.idRisorsa?.trim() || null, (p) => `id_risorsa = ${p}`);
  const soloStato = condizioni.length === 1 && Boolean(filters.stato);
  return { where: condizioni.length ? `WHERE ${condizioni.join(' AND ')}` : '', values, soloStato };
}

/**
 * The filters matched among distinct values (LogsDistinti1765300000800), how many values a page
 * reads one by one, and how the distinct table is searched for pattern `$n`.
 */
const DISTINTI = [
  { filtro: 'username', tabella: 'logs_utenti', pochi: undefined, cerca: (p: string) => `username ILIKE ${p}` },
  // an IP's entries are few each, so a page reads up to 200 matching addresses one by one; the
  // addresses through the index of them with their dots as letters (LogsIpParole1765300000900)
  { filtro: 'ip', tabella: 'logs_ip', pochi: 200, cerca: (p: string) => `translate(ip, '.:', 'pq') ILIKE translate(${p}, '.:', 'pq') AND ip ILIKE ${p}` },
] as const;

/**
 * The logs as one query: newest first by default (orderDirection ASC: oldest first); id breaks
 * ties. The user and the IP ("contains") among their distinct values (amongDistinct): the first
 * given leads the page, the other is a plain condition.
 */
export function logsListSql(filters: LogFilters): ListSql {
  const { where, values } = condizioniLog(filters);
  const verso = filters.orderDirection === 'ASC' ? 'ASC' : 'DESC';
  // qualified: a bare `id` would be the output column (id::float8) and not the index's
  const ordine = [['logs.data_ora', verso], ['logs.id', verso]] as const;
  const params = [...values];
  const condizioni = where ? [where.replace(/^WHERE /, '')] : [];
  const dati = DISTINTI.flatMap((d) => {
    const pattern = containsPattern(filters[d.filtro]);
    if (!pattern) return [];
    params.push(pattern);
    return [{ ...d, simile: `ILIKE $${params.length}`, valori: d.cerca(`$${params.length}`) }];
  });
  const [guida, ...altri] = dati;
  for (const d of altri) condizioni.push(`${d.filtro} ${d.simile}`);
  const others = condizioni.length ? condizioni.join(' AND ') : 'true';
  if (!guida) return { select: SELECT, from: `FROM logs ${where}`, params, ...sortedBy(...ordine) };
  return {
    select: SELECT,
    ...amongDistinct({
      table: 'logs',
      column: guida.filtro,
      values: `SELECT ${guida.filtro} FROM ${guida.tabella} WHERE ${guida.valori}`,
      matches: `${guida.filtro} ${guida.simile}`,
      others,
      order: ordine,
      few: guida.pochi,
    }),
    params,
    ...sortedBy(...ordine),
  };
}

/**
 * The exact total: without filters, or with stato alone, from the totals by stato that the
 * triggers of `logs_totale` keep (cheap: the kit reads it first and a page past the middle from
 * the other end); else count(*) through the indexes.
 */
export function logsTotalSql(filters: LogFilters): ListTotal | undefined {
  const { where, values, soloStato } = condizioniLog(filters);
  if ((where && !soloStato) || DISTINTI.some((d) => containsPattern(filters[d.filtro]))) return undefined;
  return { text: `SELECT coalesce(sum(righe), 0)::int AS n FROM logs_totale ${where}`, values, cheap: true };
}
