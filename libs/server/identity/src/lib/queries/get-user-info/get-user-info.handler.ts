import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import type { InfoUtente } from '@registro/contracts';
import { userStreamId } from '../../domain/user.events';
import { GetUserInfoQuery } from './get-user-info.query';

interface Utente {
  id: number;
  username: string;
  profilo: string;
  attivo: boolean;
  email: string;
  lastname: string;
  firstname: string;
  scadenza_utenza: Date | null;
}

interface Estremi {
  create_user: string | null;
  create_date: Date | null;
  update_user: string | null;
  update_date: Date | null;
}

/**
 * The identity read model `utenti`, then who wrote the first and the last event of the user's
 * stream (`userStreamId`, both read by the primary key of `events`).
 */
@QueryHandler(GetUserInfoQuery)
export class GetUserInfoHandler implements IQueryHandler<GetUserInfoQuery, InfoUtente> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ username }: GetUserInfoQuery): Promise<InfoUtente> {
    const { rows } = await this.pool.query<Utente>(
      `SELECT u.id, u.username, g.nome AS profilo, u.attivo, u.email, u.lastname, u.firstname, u.scadenza_utenza
         FROM utenti u
         JOIN gruppi g ON g.id = u.gruppo_id
        WHERE lower(u.username) = lower($1)`,
      [username],
    );
    const r = rows[0];
    if (!r) throw new NotFoundError('Utente non trovato');
    const { rows: estremi } = await this.pool.query<Estremi>(
      `SELECT primo.metadata->>'userName' AS create_user, primo.recorded_at AS create_date,
              ultimo.metadata->>'userName' AS update_user, ultimo.recorded_at AS update_date
         FROM (SELECT metadata, recorded_at FROM events WHERE stream_id = $1 ORDER BY stream_version ASC LIMIT 1) primo
         FULL JOIN (SELECT metadata, recorded_at FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1) ultimo ON true`,
      [userStreamId(r.id)],
    );
    const e: Partial<Estremi> = estremi[0] ?? {};
    return {
      id: r.id,
      username: r.username,
      profilo: r.profilo,
      attivo: r.attivo,
      email: r.email,
      lastname: r.lastname,
      firstname: r.firstname,
      createUser: e.create_user ?? null,
      createDate: e.create_date?.toISOString() ?? null,
      updateUser: e.update_user ?? null,
      updateDate: e.update_date?.toISOString() ?? null,
      scadenzaUtenza: r.scadenza_utenza ? r.scadenza_utenza.getTime() : null,
    };
  }
}
