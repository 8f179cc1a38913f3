import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { SEZIONE, type UtenteLista } from '@registro/contracts';
import { NotFoundError, PG_POOL, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { UTENTE_COLUMNS } from '../utente-columns';

/** GET /api/users/:id: one user as the user form loads it (never the password). */
export const getUser = queryUseCase({
  name: 'GetUser',
  method: 'GET',
  path: ':id',
  permission: [SEZIONE.users, 'visualizza'],
});

@Controller('users')
export class GetUserEndpoint extends UseCaseEndpoint(getUser) {}

@QueryHandler(getUser.message)
export class GetUserHandler implements IQueryHandler<MessageOf<typeof getUser>, UtenteLista> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ input: { id } }: MessageOf<typeof getUser>): Promise<UtenteLista> {
    // bigint: a path id beyond int4 finds nothing (404), not an error
    const { rows } = await this.pool.query<UtenteLista>(`SELECT ${UTENTE_COLUMNS}, u.versione FROM utenti u JOIN gruppi g ON g.id = u.gruppo_id WHERE u.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError('Utente non trovato');
    return rows[0];
  }
}
