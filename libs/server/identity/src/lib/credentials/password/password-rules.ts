import { randomInt } from 'node:crypto';

export const MESSAGGIO_PASSWORD_NON_COINCIDONO = 'Le password non coincidono';
export const MESSAGGIO_PASSWORD_DEBOLE = 'La password deve contenere almeno 8 caratteri, con lettere e numeri';
export const MESSAGGIO_PASSWORD_UGUALE = 'La nuova password deve essere diversa dalla vecchia';
export const MESSAGGIO_PASSWORD_MODIFICATA = 'Password modificata con successo';

const obbligatorio = (field: string) => `Il campo ${field} è obbligatorio`;

/** The change-password form (spec 1 §5): old, new and verify password all required. */
export interface PasswordChange {
  oldPassword?: string;
  newPassword?: string;
  verificaPassword?: string;
}

/** New = verify, at least 8 characters with letters and digits (the user form's rule). */
export function newPasswordErrors(nuova: string | undefined, verifica: string | undefined): string[] {
  const errori: string[] = [];
  if (!nuova) errori.push(obbligatorio('Nuova Password'));
  if (!verifica) errori.push(obbligatorio('Verifica Password'));
  if (errori.length) return errori;
  if (nuova !== verifica) errori.push(MESSAGGIO_PASSWORD_NON_COINCIDONO);
  if (nuova!.length < 8 || !/\p{L}/u.test(nuova!) || !/\d/.test(nuova!)) errori.push(MESSAGGIO_PASSWORD_DEBOLE);
  return errori;
}

/** All of the form's rules, the new password also different from the old one. */
export function changePasswordErrors(c: PasswordChange): string[] {
  const mancaVecchia = c.oldPassword ? [] : [obbligatorio('Vecchia Password')];
  const errori = [...mancaVecchia, ...newPasswordErrors(c.newPassword, c.verificaPassword)];
  if (!errori.length && c.oldPassword === c.newPassword) errori.push(MESSAGGIO_PASSWORD_UGUALE);
  return errori;
}

/** Letters and digits without look-alikes (0/O, 1/l/I). */
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random temporary password of 12 characters, with at least one letter and one digit. */
export function passwordTemporanea(): string {
  for (;;) {
    const p = Array.from({ length: 12 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
    if (/\d/.test(p) && /[A-Za-z]/.test(p)) return p;
  }
}
