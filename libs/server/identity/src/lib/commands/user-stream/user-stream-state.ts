import { NotFoundError } from '@registro/server-platform';
import type { Transaction } from '@registro/server-event-store';
import type { CampiProfilo, CampiUtente, Indirizzo, TipoIdentificativo } from '../../domain/user.events';
import { userStreamId } from '../../domain/user.events';

/** A user as the administrative commands decide on it. */
export interface UtenteAttuale extends CampiUtente, CampiProfilo {
  id: number;
  gruppoId: number;
  gruppoNome: string;
  attivo: boolean;
  statoUtenza: string;
}

/** The version a stream is at now (0 when it does not exist). */
export async function versioneStream(tx: Transaction, streamId: string): Promise<number> {
  const { rows } = await tx.query(`SELECT coalesce(max(stream_version), 0)::int AS v FROM events WHERE stream_id = $1`, [streamId]);
  return rows[0].v;
}

const INDIRIZZO_VUOTO: Indirizzo = { indirizzo: '', civico: '', provincia: '', comune: '', frazione: '', cap: '' };

/** An address with every field, in a fixed order (so two addresses compare as JSON). */
export function indirizzoCompleto(v: Partial<Indirizzo> | null | undefined): Indirizzo {
  return {
    indirizzo: v?.indirizzo ?? '',
    civico: v?.civico ?? '',
    provincia: v?.provincia ?? '',
    comune: v?.comune ?? '',
    frazione: v?.frazione ?? '',
    cap: v?.cap ?? '',
  };
}

/**
 * The user and the version of its stream, read inside `tx`. The version is read first: appending
 * with it as the expected version fails if anything was recorded after what was read.
 * 404 when the user does not exist (or was deleted).
 */
export async function statoUtente(tx: Transaction, id: number): Promise<{ utente: UtenteAttuale; versione: number }> {
  const versione = await versioneStream(tx, userStreamId(id));
  const { rows } = await tx.query(
    `SELECT u.*, g.nome AS gruppo_nome FROM utenti u JOIN gruppi g ON g.id = u.gruppo_id WHERE u.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) throw new NotFoundError('Utente non trovato');
  return {
    versione,
    utente: {
      id: r.id,
      username: r.username,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      scadenzaUtenza: r.scadenza_utenza ? new Date(r.scadenza_utenza).toISOString() : null,
      gruppoId: r.gruppo_id,
      gruppoNome: r.gruppo_nome,
      attivo: r.attivo,
      statoUtenza: r.stato_utenza,
      cellulare: r.cellulare ?? '',
      tipoIdentificativo: (r.tipo_identificativo as TipoIdentificativo | null) ?? null,
      identificativo: r.identificativo ?? '',
      domicilio: indirizzoCompleto(r.domicilio ?? INDIRIZZO_VUOTO),
      residenza: indirizzoCompleto(r.residenza ?? INDIRIZZO_VUOTO),
      latitudine: r.latitudine ?? null,
      longitudine: r.longitudine ?? null,
    },
  };
}
