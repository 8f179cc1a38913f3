import dayjs from 'dayjs';
import { NUOVO_ID, type UtenteLista } from '@registro/contracts';

/** The user form's values (spec 1 §3, user): the record plus the two password fields. */
export interface UserForm {
  id: number;
  lastname: string;
  firstname: string;
  username: string;
  email: string;
  idGruppo: number | null;
  scadenzaUtenza: Date | null;
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
    scadenzaUtenza: scadenzaUtenza ? scadenzaUtenza.getTime() : null,
    ...(password ? { password, verificaPassword } : {}),
  };
}
