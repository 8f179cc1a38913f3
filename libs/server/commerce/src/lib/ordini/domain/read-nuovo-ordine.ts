import { invalidDateMessage, jsonObjectOrEmpty, readInstant } from '@registro/server-kernel';
import type { RigaRichiesta } from './prezza-ordine';

/** What a client's order body says, checked; `errori` lists every problem in Italian. */
export interface NuovoOrdineLetto {
  /** ISO timestamp */
  dataOrdine: string;
  righe: RigaRichiesta[];
  errori: string[];
}

const MAX_RIGHE = 500;
const MAX_NOTE = 500;

const senzaArticolo = (r: Record<string, unknown>) => r['idArticolo'] === null || r['idArticolo'] === undefined || r['idArticolo'] === '';

/**
 * Reads the body of POST ordiniordini / ordiniordini/elabora. The trailing empty rows (no article:
 * the form's entry row) are dropped. With `completo` (creating), every row needs an article and a
 * quantity above 0, and there must be at least one; without it (elabora) only the types are checked.
 */
export function readNuovoOrdine(body: unknown, completo: boolean, adesso: Date = new Date()): NuovoOrdineLetto {
  const b = jsonObjectOrEmpty(body);
  const errori: string[] = [];
  // the date codec: epoch ms or ISO 8601; absent = now
  const lettura = readInstant(b['dataOrdine']);
  const dataOrdine = lettura.kind === 'date' ? lettura.value.toISOString() : lettura.kind === 'absent' ? adesso.toISOString() : null;
  if (!dataOrdine) errori.push(invalidDateMessage('Data Ordine'));

  const grezze = Array.isArray(b['listaRighe']) ? b['listaRighe'].map(jsonObjectOrEmpty) : [];
  if (b['listaRighe'] !== undefined && !Array.isArray(b['listaRighe'])) errori.push('Il campo listaRighe deve essere una lista');
  while (grezze.length && senzaArticolo(grezze[grezze.length - 1])) grezze.pop();
  if (grezze.length > MAX_RIGHE) errori.push(`Un ordine può contenere al massimo ${MAX_RIGHE} righe`);
  if (completo && grezze.length === 0) errori.push("L'ordine deve contenere almeno una riga con un articolo");

  const righe = grezze.slice(0, MAX_RIGHE).map((r, i): RigaRichiesta => {
    const n = i + 1;
    const id = Number(r['idArticolo']);
    const idArticolo = senzaArticolo(r) ? null : Number.isInteger(id) && id > 0 ? id : null;
    if (!senzaArticolo(r) && idArticolo === null) errori.push(`Riga ${n}: articolo non valido`);
    else if (completo && idArticolo === null) errori.push(`Riga ${n}: l'articolo è obbligatorio`);
    const quantita = Number(r['quantita'] ?? 0);
    if (!Number.isFinite(quantita) || quantita < 0 || quantita > 1_000_000) errori.push(`Riga ${n}: la quantità non è valida`);
    else if (completo && quantita <= 0) errori.push(`Riga ${n}: la quantità deve essere maggiore di 0`);
    const note = r['note'] === undefined || r['note'] === null ? '' : String(r['note']);
    if (note.length > MAX_NOTE) errori.push(`Riga ${n}: la nota può contenere al massimo ${MAX_NOTE} caratteri`);
    return { idArticolo, quantita: Number.isFinite(quantita) ? quantita : 0, note: note.slice(0, MAX_NOTE) };
  });
  return { dataOrdine: dataOrdine ?? adesso.toISOString(), righe, errori };
}
