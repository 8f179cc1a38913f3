import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PG_POOL, UnauthenticatedError, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { indirizzoCompleto } from '../../domain/user.aggregate';
import type { Indirizzo, TipoIdentificativo } from '../../domain/user.events';

/** GET /api/profilo: the caller's editable profile (spec 1 §3). */
export interface EditableProfile {
  id: number;
  username: string;
  cellulare: string;
  email: string;
  cognome: string;
  nome: string;
  tipoIdentificativo: TipoIdentificativo | null;
  identificativo: string;
  domicilio: Indirizzo;
  residenza: Indirizzo;
  latitudine: number | null;
  longitudine: number | null;
}

/** /profilo/view and /profilo/edit: every signed-in user reads only their own record. */
export const getOwnProfile = queryUseCase({
  name: 'GetOwnProfile',
  method: 'GET',
  path: '',
  access: 'authenticated',
});

@Controller('profilo')
export class GetOwnProfileEndpoint extends UseCaseEndpoint(getOwnProfile) {}

@QueryHandler(getOwnProfile.message)
export class GetOwnProfileHandler implements IQueryHandler<MessageOf<typeof getOwnProfile>, EditableProfile> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ input }: MessageOf<typeof getOwnProfile>): Promise<EditableProfile> {
    const { rows } = await this.pool.query(
      `SELECT id, username, cellulare, email, lastname, firstname, tipo_identificativo, identificativo,
              domicilio, residenza, latitudine, longitudine
         FROM utenti WHERE id = $1`,
      [input.user?.userId],
    );
    const r = rows[0];
    if (!r) throw new UnauthenticatedError('Sessione non valida');
    return {
      id: r.id,
      username: r.username,
      cellulare: r.cellulare,
      email: r.email,
      cognome: r.lastname,
      nome: r.firstname,
      tipoIdentificativo: r.tipo_identificativo,
      identificativo: r.identificativo,
      domicilio: indirizzoCompleto(r.domicilio),
      residenza: indirizzoCompleto(r.residenza),
      latitudine: r.latitudine,
      longitudine: r.longitudine,
    };
  }
}
