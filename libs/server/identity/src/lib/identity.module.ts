import { Global, Module, OnModuleInit, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { AuditModule, HistoryRegistry } from '@registro/server-audit';
import { PostgresEventStore } from '@registro/server-event-store';
import {
  REDIS,
  REGISTRO_CONFIG,
  SESSION_DIRECTORY,
  SESSION_RESOLVER,
  USER_DIRECTORY,
  UseCasesModule,
  demoOnly,
  type RegistroConfig,
} from '@registro/server-platform';
import { ListAthletesEndpoint } from './athletes/list-athletes/list-athletes';
import { OpenSessionAsUserHandler } from './commands/open-session-as-user/open-session-as-user.handler';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignOutHandler } from './commands/sign-out/sign-out.handler';
import { CredentialsModule } from './credentials/credentials.module';
import { IdentityUserDirectory } from './directory/identity-user-directory';
import { ExternalIdpModule } from './external-idp/external-idp.module';
import { DeleteGruppoEndpoint, DeleteGruppoHandler } from './gruppi/delete-gruppo/delete-gruppo';
import { GetGruppoEndpoint, GetGruppoHandler } from './gruppi/get-gruppo/get-gruppo';
import { ListGruppiEndpoint } from './gruppi/list-gruppi/list-gruppi';
import { ListVociMenuEndpoint, ListVociMenuHandler } from './gruppi/list-voci-menu/list-voci-menu';
import { CreateGruppoEndpoint, CreateGruppoHandler } from './gruppi/save-gruppo/create-gruppo';
import { UpdateGruppoHandler, UpdateGruppoEndpoint } from './gruppi/save-gruppo/update-gruppo';
import { registerIdentityHistory } from './history/identity-history';
import { SessionController } from './http/session.controller';
import { SessionsController } from './http/sessions.controller';
import { TokenController } from './http/token.controller';
import { UsersAdminHttpModule } from './http/users-admin.module';
import { UsersController } from './http/users.controller';
import { GetOwnProfileEndpoint, GetOwnProfileHandler } from './profile/get-own-profile/get-own-profile';
import { GetProfileEndpoint, GetProfileHandler } from './profile/get-profile/get-profile';
import { UpdateOwnProfileEndpoint, UpdateOwnProfileHandler } from './profile/update-own-profile/update-own-profile';
import { gruppiProjection } from './projections/gruppi.projection';
import { sessionsProjection } from './projections/sessions.projection';
import { usersProjection } from './projections/users.projection';
import { GetUserInfoHandler } from './queries/get-user-info/get-user-info.handler';
import { ListSessionsHandler } from './queries/list-sessions/list-sessions.handler';
import { DemoSeeder } from './seed/demo-seeder';
import { GroupPermissions } from './sessions/group-permissions';
import { IdentitySessionDirectory } from './sessions/identity-session-directory';
import { IdentitySessionResolver } from './sessions/identity-session-resolver';
import { POLITICA_SESSIONE_PREDEFINITA, SESSION_POLICY, type SessionPolicy } from './sessions/session-policy';
import { SessionStore } from './sessions/session-store';
import { SpidSignInModule } from './spid-sign-in/spid-sign-in.module';
import { DeleteUserHandler } from './users/delete-user/delete-user';
import { GetUserEndpoint, GetUserHandler } from './users/get-user/get-user';
import { ListUsersEndpoint } from './users/list-users/list-users';
import { CreateUserEndpoint, CreateUserHandler } from './users/save-user/create-user';
import { UpdateUserHandler } from './users/save-user/update-user';
import { ToggleUserActiveEndpoint, ToggleUserActiveHandler } from './users/toggle-user-active/toggle-user-active';

/**
 * Users, groups and sessions. Global so that the platform's auth guard can inject
 * SESSION_RESOLVER and the other contexts SESSION_DIRECTORY and USER_DIRECTORY (ports of the platform).
 */
@Global()
@Module({
  // UsersAdminHttpModule last: its PUT users/:id must not shadow fixed PUT users/<word> routes
  imports: [CqrsModule, UseCasesModule, AuditModule, CredentialsModule, SpidSignInModule, ExternalIdpModule, UsersAdminHttpModule],
  controllers: [
    TokenController,
    SessionController,
    SessionsController,
    ListUsersEndpoint,
    // before GetUserEndpoint: GET users/profile is not an id
    GetProfileEndpoint,
    UsersController,
    GetUserEndpoint,
    CreateUserEndpoint,
    ToggleUserActiveEndpoint,
    ListGruppiEndpoint,
    GetGruppoEndpoint,
    CreateGruppoEndpoint,
    UpdateGruppoEndpoint,
    DeleteGruppoEndpoint,
    ListVociMenuEndpoint,
    GetOwnProfileEndpoint,
    UpdateOwnProfileEndpoint,
    ListAthletesEndpoint,
  ],
  providers: [
    { provide: SESSION_POLICY, useValue: POLITICA_SESSIONE_PREDEFINITA },
    {
      provide: SessionStore,
      useFactory: (redis: Redis, config: RegistroConfig, policy: SessionPolicy) =>
        new SessionStore(redis, config.redisPrefix, policy),
      inject: [REDIS, REGISTRO_CONFIG, SESSION_POLICY],
    },
    IdentitySessionResolver,
    GroupPermissions,
    { provide: SESSION_RESOLVER, useExisting: IdentitySessionResolver },
    { provide: SESSION_DIRECTORY, useClass: IdentitySessionDirectory },
    { provide: USER_DIRECTORY, useClass: IdentityUserDirectory },
    CreateGruppoHandler,
    UpdateGruppoHandler,
    DeleteGruppoHandler,
    GetGruppoHandler,
    ListVociMenuHandler,
    CreateUserHandler,
    UpdateUserHandler,
    ToggleUserActiveHandler,
    DeleteUserHandler,
    GetUserHandler,
    UpdateOwnProfileHandler,
    OpenSessionAsUserHandler,
    SignInHandler,
    SignOutHandler,
    GetProfileHandler,
    GetOwnProfileHandler,
    GetUserInfoHandler,
    ListSessionsHandler,
    DemoSeeder,
  ],
  exports: [SESSION_RESOLVER, SESSION_DIRECTORY, USER_DIRECTORY, SessionStore, DemoSeeder],
})
export class IdentityModule implements OnModuleInit, NestModule {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly history: HistoryRegistry,
  ) {}

  onModuleInit(): void {
    this.store.registerInlineProjection(usersProjection);
    this.store.registerInlineProjection(gruppiProjection);
    this.store.registerInlineProjection(sessionsProjection);
    registerIdentityHistory(this.history);
  }

  /** The demo athletes (test/atleti) answer 404 in production, as the demo pages are not offered there. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(demoOnly).forRoutes(ListAthletesEndpoint);
  }
}
