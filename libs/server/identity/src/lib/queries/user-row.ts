import type { UtenteLista } from '@registro/contracts';

export const USER_COLUMNS = `u.id, u.username, u.firstname, u.lastname, u.email, g.nome AS profilo,
  u.gruppo_id, u.scadenza_utenza, u.attivo, u.stato_utenza`;

export interface UserRow {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  profilo: string;
  gruppo_id: number;
  scadenza_utenza: Date | null;
  attivo: boolean;
  stato_utenza: string;
}

/** A `utenti` row joined with its group, as the contracts show a user. */
export function utenteLista(r: UserRow): UtenteLista {
  return {
    id: r.id,
    username: r.username,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    profilo: r.profilo,
    idGruppo: r.gruppo_id,
    scadenzaUtenza: r.scadenza_utenza ? new Date(r.scadenza_utenza).getTime() : null,
    attivo: r.attivo,
    statoUtenza: r.stato_utenza,
  };
}
