import type { ClienteUtente, OrdineElenco } from '@registro/contracts';

/** The order's holder as the list shows it: surname and name. */
export const intestatario = (o: Pick<OrdineElenco, 'cognome' | 'nome'>) => `${o.cognome} ${o.nome}`.trim();

/**
 * A customer in the staff's filter: surname and name, then the username (unique) so that two
 * customers with the same name are told apart: "Rossi Mario (mrossi)"; without one, the id.
 */
export const etichettaCliente = (c: ClienteUtente): string =>
  `${`${c.lastname ?? ''} ${c.firstname ?? ''}`.trim()} (${c.username || `id ${c.id}`})`;

/** A row of the create form: the article chosen in the search step (with its catalogue price), quantity and note. */
export interface RigaForm {
  idArticolo: number | null;
  descrizioneArticolo: string;
  /** the catalogue's price (ordiniarticoli, listino.prezzoEsposto) shown while composing; the server prices the order */
  prezzo: number | null;
  quantita: number | null;
  note: string;
}

/** Spec 3 §5: a new order has one empty row (quantity 0); picking an article sets it to 1. */
export const rigaVuota = (): RigaForm => ({ idArticolo: null, descrizioneArticolo: '', prezzo: null, quantita: 0, note: '' });

/** The quantity an article starts with once picked. */
export const QUANTITA_INIZIALE = 1;

/** A row's amount as composed: price × quantity (0 without an article). */
export const importoRiga = (r: Pick<RigaForm, 'prezzo' | 'quantita'>): number => (r.prezzo ?? 0) * (r.quantita ?? 0);

/** The running total of the rows with an article, rounded to the cent. */
export const totaleRighe = (righe: Pick<RigaForm, 'prezzo' | 'quantita'>[]): number => Math.round(righe.reduce((n, r) => n + importoRiga(r), 0) * 100) / 100;

/** The trailing rows without an article (the entry row) are not part of the order. */
export function righeOrdine<R extends Pick<RigaForm, 'idArticolo'>>(righe: R[]): R[] {
  let fine = righe.length;
  while (fine > 0 && righe[fine - 1].idArticolo === null) fine--;
  return righe.slice(0, fine);
}

/**
 * What keeps the order from being sent, as the server would say it (readNuovoOrdine): a date, at
 * least one row with an article, each with a quantity above 0. Empty when it may be confirmed.
 */
export function problemiOrdine(
  dataOrdine: Date | null | undefined,
  righe: Pick<RigaForm, 'idArticolo' | 'quantita'>[],
  t: (chiave: string, valori?: Record<string, unknown>) => string,
): string[] {
  const problemi: string[] = [];
  if (!dataOrdine || Number.isNaN(dataOrdine.getTime())) problemi.push(t('ordini.dataObbligatoria'));
  const compilate = righeOrdine(righe);
  if (!compilate.length) problemi.push(t('ordini.almenoUnaRiga'));
  compilate.forEach((r, i) => {
    if (r.idArticolo === null) problemi.push(`${t('ordini.codiceObbligatorio')} (${i + 1})`);
    else if (!r.quantita || r.quantita <= 0) problemi.push(t('ordini.quantitaMaggioreZero', { n: i + 1 }));
  });
  return problemi;
}
