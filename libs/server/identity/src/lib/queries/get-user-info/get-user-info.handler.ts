import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import type { InfoUtente } from '@registro/contracts';
import { streamIdOf } from '@registro/server-event-store';
import { USER_STREAM_TYPE } from '../../domain/user.events';
import { GetUserInfoQuery } from './get-user-info.query';

interface Riga {
  id: number;
  username: string;
  profilo: string;
  attivo: boolean;
  email: string;
  lastname: string;
  firstname: string;
  scadenza_utenza: Date | null;
  create_user: string | null;
  create_date: Date | null;
  update_user: string | null;
  update_date: Date | null;
}

/**
 * The identity read model `utenti` plus who wrote the first and the last event of the user's
 * stream `users-<id>` (both by the primary key of `events`; the stream id is `streamIdOf`'s prefix
 * and the user's id, joined in SQL because the lateral join reads one stream per row).
 */
@QueryHandler(GetUserInfoQuery)
export class GetUserInfoHandler implements IQueryHandler<GetUserInfoQuery, InfoUtente> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ username }: GetUserInfoQuery): Promise<InfoUtente> {
    const { rows } = await this.pool.query<Riga>(
      `SELECT u.id, u.username, g.nome AS profilo, u.attivo, u.email, u.lastname, u.firstname,
              u.scadenza_utenza,
              primo.metadata->>'userName' AS create_user, primo.recorded_at AS create_date,
              ultimo.metadata->>'userName' AS update_user, ultimo.recorded_at AS update_date
         FROM utenti u
         JOIN gruppi g ON g.id = u.gruppo_id
         LEFT JOIN LATERAL (SELECT metadata, recorded_at FROM events
                             WHERE stream_id = $2 || u.id
                             ORDER BY stream_version ASC LIMIT 1) primo ON true
         LEFT JOIN LATERAL (SELECT metadata, recorded_at FROM events
                             WHERE stream_id = $2 || u.id
                             ORDER BY stream_version DESC LIMIT 1) ultimo ON true
        WHERE lower(u.username) = lower($1)`,
      [username, streamIdOf(USER_STREAM_TYPE, '')],
    );
    const r = rows[0];
    if (!r) throw new NotFoundError('Utente non trovato');
    return {
      id: r.id,
      username: r.username,
      profilo: r.profilo,
      attivo: r.attivo,
      email: r.email,
      lastname: r.lastname,
      firstname: r.firstname,
      createUser: r.create_user,
      createDate: r.create_date?.toISOString() ?? null,
      updateUser: r.update_user,
      updateDate: r.update_date?.toISOString() ?? null,
      scadenzaUtenza: r.scadenza_utenza ? r.scadenza_utenza.getTime() : null,
    };
  }
}
