import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import type { InfoUtente } from '@registro/contracts';
import { PostgresEventStore } from '@registro/server-event-store';
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

/**
 * The identity read model `utenti`, then who wrote the first and the last event of the user's
 * stream (`userStreamId`): the creation and the last change of the record.
 */
@QueryHandler(GetUserInfoQuery)
export class GetUserInfoHandler implements IQueryHandler<GetUserInfoQuery, InfoUtente> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly store: PostgresEventStore,
  ) {}

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
    const estremi = await this.store.readStreamEnds(userStreamId(r.id));
    return {
      id: r.id,
      username: r.username,
      profilo: r.profilo,
      attivo: r.attivo,
      email: r.email,
      lastname: r.lastname,
      firstname: r.firstname,
      createUser: estremi?.first.metadata.userName ?? null,
      createDate: estremi?.first.recordedAt.toISOString() ?? null,
      updateUser: estremi?.last.metadata.userName ?? null,
      updateDate: estremi?.last.recordedAt.toISOString() ?? null,
      scadenzaUtenza: r.scadenza_utenza ? r.scadenza_utenza.getTime() : null,
    };
  }
}
