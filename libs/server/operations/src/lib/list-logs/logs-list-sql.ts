import { amongDistinct, containsPattern, sortedBy, type ListSql, type ListTotal } from '@registro/server-platform';
import type { LogFilters } from './list-logs.dto';

/** The row of the list as SQL columns (VoceLog; the instant as ISO 8601, as JavaScript writes it). */
const SELECT = `id::float8 AS id, to_char(data_ora AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dataOra",
  stato, sezione, descrizione_evento AS "descrizioneEvento", operation, username, id_gruppo AS "idGruppo", ip,
  user_agent AS "userAgent", id_risorsa AS "idRisorsa"`;

/**
 * The WHERE of GET /api/logs with only the filters given, so the planner sees exactly the
 * conditions it can serve from an index (text filters: ILIKE substring, trigram GIN; stato and
 * idRisorsa: equality, btree; dates: range on data_ora). The user filter is not among them: it
 * is matched among the distinct users (logsListSql).
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
  aggiungi(containsPattern(filters.ip), (p) => `ip ILIKE ${p}`);
  aggiungi(containsPattern(filters.userAgent), (p) => `user_agent ILIKE ${p}`);
  aggiungi(filters.stato, (p) => `stato = ${p}`);
  // an id is matched whole: resource 2 is not 12 or 21
  aggiungi(filters.idRisorsa?.trim() || null, (p) => `id_risorsa = ${p}`);
  const soloStato = condizioni.length === 1 && Boolean(filters.stato);
  return { where: condizioni.length ? `WHERE ${condizioni.join(' AND ')}` : '', values, soloStato };
}

/**
 * The logs as one query: newest first by default (orderDirection ASC: oldest first); id breaks
 * ties. The user ("contains") among the distinct users, `logs_utenti` (amongDistinct).
 */
export function logsListSql(filters: LogFilters): ListSql {
  const { where, values } = condizioniLog(filters);
  const verso = filters.orderDirection === 'ASC' ? 'ASC' : 'DESC';
  // qualified: a bare `id` would be the output column (id::float8) and not the index's
  const ordine = [['logs.data_ora', verso], ['logs.id', verso]] as const;
  const utente = containsPattern(filters.username);
  if (!utente) return { select: SELECT, from: `FROM logs ${where}`, params: values, ...sortedBy(...ordine) };
  const params = [...values, utente];
  const simile = `ILIKE $${params.length}`;
  return {
    select: SELECT,
    ...amongDistinct({
      table: 'logs',
      column: 'username',
      values: `SELECT username FROM logs_utenti WHERE username ${simile}`,
      matches: `username ${simile}`,
      others: where ? where.replace(/^WHERE /, '') : 'true',
      order: ordine,
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
  if ((where && !soloStato) || containsPattern(filters.username)) return undefined;
  return { text: `SELECT coalesce(sum(righe), 0)::int AS n FROM logs_totale ${where}`, values, cheap: true };
}
