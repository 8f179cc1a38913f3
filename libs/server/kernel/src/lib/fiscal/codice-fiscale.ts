import { partitaIvaValida } from './partita-iva';

/** Value of a character in an odd position (1st, 3rd, …) of a personal fiscal code (DM 12/03/1974). */
const ODD: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** Digits count 0–9, letters A–Z count 0–25 in even positions. */
function evenValue(c: string): number {
  return c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
}

/** The personal code's shape, omocodia included (digits of the date replaced by L–V). */
const CODICE_FISCALE_PERSONA = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** The check letter (16th character) of the first 15 characters of a personal fiscal code. */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? ODD[first15[i]] : evenValue(first15[i]);
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * A valid Italian fiscal code: a person's 16 characters (letters in upper or lower case) with the
 * right check letter, or a company's 11 digits (a valid partita IVA).
 */
export function codiceFiscaleValido(s: string): boolean {
  return /^\d{11}$/.test(s) ? partitaIvaValida(s) : codiceFiscalePersonaValido(s);
}

/** A person's fiscal code only: 16 characters (upper or lower case, omocodia allowed) with the right check letter. */
export function codiceFiscalePersonaValido(s: string): boolean {
  const cf = s.toUpperCase();
  return CODICE_FISCALE_PERSONA.test(cf) && codiceFiscaleCheckChar(cf.slice(0, 15)) === cf[15];
}
