import { Controller, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { PARAMETRO, type ProfiloUtente } from '@registro/contracts';
import { PG_POOL, ParametriConfigurazione, UnauthenticatedError, UseCaseEndpoint, queryUseCase, type MessageOf } from '@registro/server-platform';
import { booleano } from '../../credentials/credentials-policy';
import { profileMenu } from '../../domain/profile-menu';
import { permissionsOf, userWithGruppo } from '../../projections/users.read-model';

/** GET /api/users/profile: the caller's own profile with the sidebar menu and permissions of the group. */
export const getProfile = queryUseCase({
  name: 'GetProfile',
  method: 'GET',
  path: 'profile',
  access: 'authenticated',
});

/** Registered before GET /api/users/:id (GetUserEndpoint), so "profile" is not taken for an id. */
@Controller('users')
export class GetProfileEndpoint extends UseCaseEndpoint(getProfile) {}

@QueryHandler(getProfile.message)
export class GetProfileHandler implements IQueryHandler<MessageOf<typeof getProfile>, ProfiloUtente> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly parametri: ParametriConfigurazione,
  ) {}

  async execute({ input }: MessageOf<typeof getProfile>): Promise<ProfiloUtente> {
    const user = input.user;
    const u = user ? await userWithGruppo(this.pool, user.userId) : null;
    if (!user || !u) throw new UnauthenticatedError('Sessione non valida');
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
