/**
 * A `utenti` row joined with its group (`u`, `g`) as the contracts show a user (`UtenteLista`):
 * the expiry as epoch ms, never the password.
 */
export const UTENTE_COLUMNS = `u.id, u.username, u.firstname, u.lastname, u.email, g.nome AS profilo, u.gruppo_id AS "idGruppo",
  floor(extract(epoch FROM u.scadenza_utenza) * 1000)::float8 AS "scadenzaUtenza", u.attivo, u.stato_utenza AS "statoUtenza"`;
