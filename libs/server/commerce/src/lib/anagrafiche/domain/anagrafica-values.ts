import type { NotaAnagrafica } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform/errors';
import { codiceFiscaleValido, partitaIvaValida } from '@registro/server-kernel';
import type { ValoriAnagrafica } from '../anagrafiche.events';

export interface AnagraficaInput {
  codice: string;
  nominativo: string;
  codiceTipo: string;
  citta?: string | null;
  indirizzo?: string | null;
  codiceFiscale?: string | null;
  partitaIva?: string | null;
  telefono?: string | null;
  attivo?: boolean;
  listaNote?: Partial<NotaAnagrafica>[] | null;
}

const testo = (s: string | null | undefined) => s?.trim() ?? '';

/**
 * The party to store, or 400 with every problem: code, name and type required (the type one of
 * `codiciTipo`, the ANAGRAFICA types); fiscal code and VAT number optional, but when given they
 * must pass their check characters (omocodia included).
 */
export function anagraficaValues(input: AnagraficaInput, codiciTipo: readonly string[]): ValoriAnagrafica {
  const codice = testo(input.codice).toUpperCase();
  const nominativo = testo(input.nominativo);
  const codiceTipo = testo(input.codiceTipo).toUpperCase();
  const codiceFiscale = testo(input.codiceFiscale).toUpperCase();
  const partitaIva = testo(input.partitaIva);
  const errori: string[] = [];
  if (!codice) errori.push('Il campo Codice è obbligatorio');
  if (!nominativo) errori.push('Il campo Nominativo è obbligatorio');
  if (!codiceTipo) errori.push('Il campo Tipo è obbligatorio');
  else if (!codiciTipo.includes(codiceTipo)) errori.push(`Il tipo ${codiceTipo} non è un tipo della sezione ANAGRAFICA`);
  if (codiceFiscale && !codiceFiscaleValido(codiceFiscale))
    errori.push(`Il Codice Fiscale ${codiceFiscale} non è valido (16 caratteri con il carattere di controllo corretto, o 11 cifre)`);
  if (partitaIva && !partitaIvaValida(partitaIva)) errori.push(`La Partita IVA ${partitaIva} non è valida (11 cifre con la cifra di controllo corretta)`);
  if (errori.length) throw new BadRequestError(errori);
  return {
    codice,
    nominativo,
    codiceTipo,
    citta: testo(input.citta),
    indirizzo: testo(input.indirizzo),
    codiceFiscale,
    partitaIva,
    telefono: testo(input.telefono),
    attivo: input.attivo ?? true,
    listaNote: (input.listaNote ?? []).map((n) => ({ tipo: testo(n.tipo), descrizione: testo(n.descrizione), note: testo(n.note) })),
  };
}
