import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { UnauthenticatedError, PG_POOL } from '@registro/server-platform';
import { indirizzoCompleto } from '../../domain/user.aggregate';
import { GetOwnProfileQuery, type EditableProfile } from './get-own-profile.query';

@QueryHandler(GetOwnProfileQuery)
export class GetOwnProfileHandler implements IQueryHandler<GetOwnProfileQuery, EditableProfile> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId }: GetOwnProfileQuery): Promise<EditableProfile> {
    const { rows } = await this.pool.query(
      `SELECT id, username, cellulare, email, lastname, firstname, tipo_identificativo, identificativo,
              domicilio, residenza, latitudine, longitudine
         FROM utenti WHERE id = $1`,
      [userId],
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
