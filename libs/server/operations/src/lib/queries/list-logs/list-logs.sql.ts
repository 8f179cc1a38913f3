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
export function condizioniLog(filtri: LogFilters): { where: string; values: unknown[]; soloStato: boolean } {
  const condizioni: string[] = [];
  const values: unknown[] = [];
  const aggiungi = (valore: unknown, condizione: (p: string) => string) => {
    if (valore === null || valore === undefined) return;
    values.push(valore);
    condizioni.push(condizione(`$${values.length}`));
  };
  aggiungi(filtri.dataDal, (p) => `data_ora >= ${p}`);
  aggiungi(filtri.dataAl, (p) => `data_ora <= ${p}`);
  aggiungi(containsPattern(filtri.sezione), (p) => `sezione ILIKE ${p}`);
  aggiungi(containsPattern(filtri.username), (p) => `username ILIKE ${p}`);
  aggiungi(containsPattern(filtri.descrizioneEvento), (p) => `(descrizione_evento ILIKE ${p} OR operation ILIKE ${p})`);
  aggiungi(containsPattern(filtri.ip), (p) => `ip ILIKE ${p}`);
  aggiungi(containsPattern(filtri.userAgent), (p) => `user_agent ILIKE ${p}`);
  aggiungi(filtri.stato, (p) => `stato = ${p}`);
  // an id is matched whole: resource 2 is not 12 or 21
  aggiungi(filtri.idRisorsa?.trim() || null, (p) => `id_risorsa = ${p}`);
  const soloStato = condizioni.length === 1 && Boolean(filtri.stato);
  return { where: condizioni.length ? `WHERE ${condizioni.join(' AND ')}` : '', values, soloStato };
}

/**
 * One page, newest first by default; id breaks ties so pages never overlap. When the total is
 * known and the page lies in the second half, it is read from the other end (OFFSET counts from
 * the nearer end: the last page of a million rows costs what the first does) and `rovesciata`
 * says the rows must be reversed.
 */
export function logPage(
  filtri: LogFilters,
  pagina: { forPage: number; offset: number },
  totale?: number,
): Istruzione & { rovesciata: boolean } {
  const { where, values } = condizioniLog(filtri);
  const crescente = filtri.orderDirection === 'ASC';
  const rovesciata = totale !== undefined && pagina.offset > totale / 2;
  let { forPage: limite, offset } = pagina;
  if (totale !== undefined && rovesciata) {
    limite = Math.max(0, Math.min(pagina.forPage, totale - pagina.offset));
    offset = Math.max(0, totale - pagina.offset - pagina.forPage);
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
export function conteggioLog(filtri: LogFilters): Istruzione & { immediato: boolean } {
  const { where, values, soloStato } = condizioniLog(filtri);
  if (!where || soloStato)
    return { text: `SELECT coalesce(sum(righe), 0)::int AS n FROM logs_totale ${where}`, values, immediato: true };
  return { text: `SELECT count(*)::int AS n FROM logs ${where}`, values, immediato: false };
}

/** Every row the filters select, in the list's order (the Excel download). */
export function tuttiLog(filtri: LogFilters): Istruzione {
  const { where, values } = condizioniLog(filtri);
  const verso = filtri.orderDirection === 'ASC' ? 'ASC' : 'DESC';
  return { text: `SELECT * FROM logs ${where} ORDER BY data_ora ${verso}, id ${verso}`, values };
}
