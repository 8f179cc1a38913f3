import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { UtenteLista } from '@registro/contracts';
import { NotFoundError, PG_POOL } from '@registro/server-platform';
import { USER_COLUMNS, utenteLista, type UserRow } from '../user-row';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UtenteLista> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ id }: GetUserQuery): Promise<UtenteLista> {
    // bigint: a path id beyond int4 finds nothing (404), not an error
    const { rows } = await this.pool.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM utenti u JOIN gruppi g ON g.id = u.gruppo_id WHERE u.id = $1`,
      [id],
    );
    if (!rows[0]) throw new NotFoundError('Utente non trovato');
    return utenteLista(rows[0]);
  }
}
