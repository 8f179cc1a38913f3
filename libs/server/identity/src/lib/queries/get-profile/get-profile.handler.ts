import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PARAMETRO, type ProfiloUtente } from '@registro/contracts';
import { UnauthenticatedError, PG_POOL, ParametriConfigurazione } from '@registro/server-platform';
import { booleano } from '../../credentials/credentials-policy';
import { profileMenu } from '../../domain/profile-menu';
import { permissionsOf, userWithGruppo } from '../../projections/users.read-model';
import { GetProfileQuery } from './get-profile.query';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfiloUtente> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly parametri: ParametriConfigurazione,
  ) {}

  async execute({ user }: GetProfileQuery): Promise<ProfiloUtente> {
    const u = await userWithGruppo(this.pool, user.userId);
    if (!u) throw new UnauthenticatedError('Sessione non valida');
    return {
      id: u.id,
      username: u.username,
      firstname: u.firstname,
      lastname: u.lastname,
      email: u.email,
      profilo: u.gruppo.nome,
      sessionType: user.sessionType,
      gruppo: {
        id: u.gruppo.id,
        nome: u.gruppo.nome,
        menuGruppo: profileMenu(u.gruppo.menu, permissionsOf(u.gruppo.sezioni)),
        permessi: permissionsOf(u.gruppo.sezioni),
      },
      opzioniMenu: {
        cambioPassword: booleano(this.parametri.read(PARAMETRO.menuCambioPassword).valore, true),
        profilo: booleano(this.parametri.read(PARAMETRO.menuProfilo).valore, true),
      },
    };
  }
}
