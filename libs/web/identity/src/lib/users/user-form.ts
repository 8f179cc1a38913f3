import dayjs from 'dayjs';
import { NUOVO_ID, problemaUsername, type UtenteLista } from '@registro/contracts';
import type { ValoreGiorno } from '@registro/web-ui';

/** The user form's values (spec 1 §3, user): the record plus the two password fields. */
export interface UserForm {
  id: number;
  lastname: string;
  firstname: string;
  username: string;
  email: string;
  idGruppo: number | null;
  /** a day field's value: the day, empty, or the text typed when it names no day (refused) */
  scadenzaUtenza: ValoreGiorno;
  attivo: boolean;
  password: string;
  verificaPassword: string;
}

/** Spec 1 §4: a new user is active and expires three months from now. */
export function newUserForm(adesso: Date = new Date()): UserForm {
  return {
    id: NUOVO_ID,
    lastname: '',
    firstname: '',
    username: '',
    email: '',
    idGruppo: null,
    scadenzaUtenza: dayjs(adesso).add(3, 'month').toDate(),
    attivo: true,
    password: '',
    verificaPassword: '',
  };
}

export function userFormFrom(u: UtenteLista): UserForm {
  return {
    id: u.id,
    lastname: u.lastname ?? '',
    firstname: u.firstname ?? '',
    username: u.username ?? '',
    email: u.email ?? '',
    idGruppo: u.idGruppo ?? null,
    scadenzaUtenza: u.scadenzaUtenza ? new Date(u.scadenzaUtenza) : null,
    attivo: u.attivo,
    password: '',
    verificaPassword: '',
  };
}

/** What POST/PUT /api/users receives: expiry as epoch ms (null = never), no password when left empty. */
export function saveBody(m: UserForm) {
  const { password, verificaPassword, scadenzaUtenza, ...resto } = m;
  return {
    ...resto,
    scadenzaUtenza: scadenzaUtenza instanceof Date ? scadenzaUtenza.getTime() : null,
    ...(password ? { password, verificaPassword } : {}),
  };
}

/** The i18n key of the username's message when it has a character a username cannot have (contracts' rule, as the server's). */
export function erroreUsername(username: string): 'utenti.usernameSpazi' | 'utenti.usernameCaratteri' | null {
  const problema = problemaUsername(username.trim());
  return problema === 'spazi' ? 'utenti.usernameSpazi' : problema === 'caratteri' ? 'utenti.usernameCaratteri' : null;
}
