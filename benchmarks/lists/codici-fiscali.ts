import { codiceFiscaleCheckChar, partitaIvaCheckDigit } from '@registro/server-kernel';

const MESI = 'ABCDEHLMPRST';
const COMUNI = ['F839', 'H501', 'F205', 'L219', 'G273', 'A662', 'D612', 'C351'];
const VOCALI = /[AEIOU]/;

/** The three letters of a surname (consonants, then vowels, then X), as DM 12/03/1974 has them. */
function treLettere(parola: string, nome: boolean): string {
  const lettere = parola.toUpperCase().replace(/[^A-Z]/g, '');
  const consonanti = [...lettere].filter((c) => !VOCALI.test(c));
  const vocali = [...lettere].filter((c) => VOCALI.test(c));
  // a name with four or more consonants takes the 1st, 3rd and 4th
  const scelte = nome && consonanti.length > 3 ? [consonanti[0], consonanti[2], consonanti[3]] : consonanti;
  return [...scelte, ...vocali, 'X', 'X', 'X'].slice(0, 3).join('');
}

/**
 * A person's fiscal code with its check letter: surname, name, birth date (a woman's day + 40) and
 * place, so `codiceFiscaleValido` accepts it as the invoice save does.
 */
export function codiceFiscale(cognome: string, nome: string, nascita: Date, donna: boolean, comune: string): string {
  const anno = String(nascita.getUTCFullYear() % 100).padStart(2, '0');
  const giorno = String(nascita.getUTCDate() + (donna ? 40 : 0)).padStart(2, '0');
  const primi15 = `${treLettere(cognome, false)}${treLettere(nome, true)}${anno}${MESI[nascita.getUTCMonth()]}${giorno}${comune}`;
  return primi15 + codiceFiscaleCheckChar(primi15);
}

/** The `i`-th of a run of valid partite IVA (11 digits with their check digit). */
export function partitaIva(i: number): string {
  const primi10 = String((1_000_000 + i * 7_919) % 10_000_000).padStart(7, '0') + '063';
  return primi10 + partitaIvaCheckDigit(primi10);
}

/**
 * `varianti` fiscal codes per (surname, name) pair, born 1950–1999 in a few towns: the code of
 * surname c, name n, variant v is at index c + cognomi.length × (n + nomi.length × v).
 */
export function codiciFiscali(cognomi: readonly string[], nomi: readonly { nome: string; donna: boolean }[], varianti: number): string[] {
  const codici: string[] = [];
  for (let v = 0; v < varianti; v++)
    for (let n = 0; n < nomi.length; n++)
      for (let c = 0; c < cognomi.length; c++) {
        const k = codici.length;
        const nascita = new Date(Date.UTC(1950 + (k % 50), k % 12, 1 + (k % 28)));
        codici.push(codiceFiscale(cognomi[c], nomi[n].nome, nascita, nomi[n].donna, COMUNI[k % COMUNI.length]));
      }
  return codici;
}
