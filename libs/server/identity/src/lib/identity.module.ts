import { Global, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import { REDIS, REGISTRO_CONFIG, SESSION_RESOLVER, type RegistroConfig } from '@registro/server-platform';
import { CreateGroupHandler } from './commands/create-group/create-group.handler';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignOutHandler } from './commands/sign-out/sign-out.handler';
import { registraStoriaIdentity } from './history/identity-history';
import { AtletiController } from './http/atleti.controller';
import { GruppiController } from './http/gruppi.controller';
import { SessionController } from './http/session.controller';
import { TokenController } from './http/token.controller';
import { UsersController } from './http/users.controller';
import { gruppiProjection } from './projections/gruppi.projection';
import { utentiProjection } from './projections/utenti.projection';
import { GetGroupHandler } from './queries/get-group/get-group.handler';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { ListAthletesHandler } from './queries/list-athletes/list-athletes.handler';
import { ListGroupsHandler } from './queries/list-groups/list-groups.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { DemoSeeder } from './seed/demo-seeder';
import { IdentitySessionResolver } from './sessions/identity-session-resolver';
import { POLITICA_SESSIONE_PREDEFINITA, SESSION_POLICY, type SessionPolicy } from './sessions/session-policy';
import { SessionStore } from './sessions/session-store';

/**
 * Users, groups and sessions (minimal sign-in for the shell). Global so the platform's auth guard
 * can inject SESSION_RESOLVER.
 */
@Global()
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [TokenController, SessionController, UsersController, GruppiController, AtletiController],
  providers: [
    { provide: SESSION_POLICY, useValue: POLITICA_SESSIONE_PREDEFINITA },
    {
      provide: SessionStore,
      useFactory: (redis: Redis, config: RegistroConfig, policy: SessionPolicy) =>
        new SessionStore(redis, config.redisPrefix, policy),
      inject: [REDIS, REGISTRO_CONFIG, SESSION_POLICY],
    },
    IdentitySessionResolver,
    { provide: SESSION_RESOLVER, useExisting: IdentitySessionResolver },
    CreateGroupHandler,
    CreateUserHandler,
    SignInHandler,
    SignOutHandler,
    GetProfileHandler,
    GetUserHandler,
    ListUsersHandler,
    GetGroupHandler,
    ListGroupsHandler,
    ListAthletesHandler,
    DemoSeeder,
  ],
  exports: [SESSION_RESOLVER, DemoSeeder],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(utentiProjection);
    this.store.registerInlineProjection(gruppiProjection);
    registraStoriaIdentity(this.history);
  }
}
