import { containsPattern } from '@registro/server-platform';
import type { LogFilters } from './list-logs.query';

/** A parameterised statement, as `pool.query(text, values)` takes it. */
export interface Istruzione {
  text: string;
  values: unknown[];
}

/**
 * The WHERE of GET /api/logs with only the filters given, so the planner sees exactly the
 * conditions it can serve from an index (text filters: ILIKE substring, trigram GIN; stato and
 * idRisorsa: equality, btree; dates: range on data_ora).
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
  aggiungi(containsPattern(filters.username), (p) => `username ILIKE ${p}`);
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
 * One page, newest first by default; id breaks ties so pages never overlap. When the total is
 * known and the page lies in the second half, it is read from the other end (OFFSET counts from
 * the nearer end: the last page of a million rows costs what the first does) and `rovesciata`
 * says the rows must be reversed.
 */
export function logPage(
  filters: LogFilters,
  page: { forPage: number; offset: number },
  totale?: number,
): Istruzione & { rovesciata: boolean } {
  const { where, values } = condizioniLog(filters);
  const crescente = filters.orderDirection === 'ASC';
  const rovesciata = totale !== undefined && page.offset > totale / 2;
  let { forPage: limite, offset } = page;
  if (totale !== undefined && rovesciata) {
    limite = Math.max(0, Math.min(page.forPage, totale - page.offset));
    offset = Math.max(0, totale - page.offset - page.forPage);
  }
  const verso = crescente !== rovesciata ? 'ASC' : 'DESC';
  const n = values.length;
  return {
    text: `SELECT * FROM logs ${where} ORDER BY data_ora ${verso}, id ${verso} LIMIT $${n + 1} OFFSET $${n + 2}`,
    values: [...values, limite, offset],
    rovesciata,
  };
}

/**
 * How many rows the filters select, exact: without filters, or with stato alone, from the totals
 * by stato that the triggers of `logs_totale` keep (instead of counting up to a million rows);
 * else `count(*)` through the indexes. `immediato`: the count costs nothing, ask it first.
 */
export function conteggioLog(filters: LogFilters): Istruzione & { immediato: boolean } {
  const { where, values, soloStato } = condizioniLog(filters);
  if (!where || soloStato)
    return { text: `SELECT coalesce(sum(righe), 0)::int AS n FROM logs_totale ${where}`, values, immediato: true };
  return { text: `SELECT count(*)::int AS n FROM logs ${where}`, values, immediato: false };
}

/** Every row the filters select, in the list's order (the Excel download). */
export function tuttiLog(filters: LogFilters): Istruzione {
  const { where, values } = condizioniLog(filters);
  const verso = filters.orderDirection === 'ASC' ? 'ASC' : 'DESC';
  return { text: `SELECT * FROM logs ${where} ORDER BY data_ora ${verso}, id ${verso}`, values };
}
