/** Check characters of Italian tax identifiers (offline: SDI also looks them up in the registry). */

const DISPARI: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};
const OMOCODIA = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE = new RegExp(`^[A-Z]{6}${OMOCODIA}{2}[A-Z]${OMOCODIA}{2}[A-Z]${OMOCODIA}{3}[A-Z]$`);

const valorePari = (c: string): number => (c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 65);

/** An 11-digit partita IVA (or numeric codice fiscale of a company) with its Luhn-like check digit. */
export function isPartitaIvaValida(value: string): boolean {
  if (!/^[0-9]{11}$/.test(value)) return false;
  let somma = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(value[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    somma += d;
  }
  return (10 - (somma % 10)) % 10 === Number(value[10]);
}

/** A 16-character personal codice fiscale (omocodia allowed) with its check letter. */
export function isCodiceFiscalePersonaValido(value: string): boolean {
  if (!CODICE_FISCALE.test(value)) return false;
  let somma = 0;
  for (let i = 0; i < 15; i++) somma += i % 2 === 0 ? DISPARI[value[i]] : valorePari(value[i]);
  return String.fromCharCode(65 + (somma % 26)) === value[15];
}

/** A codice fiscale: a person's (16 characters) or a company's (11 digits). */
export const isCodiceFiscaleValido = (value: string): boolean =>
  value.length === 11 ? isPartitaIvaValida(value) : isCodiceFiscalePersonaValido(value.toUpperCase());
