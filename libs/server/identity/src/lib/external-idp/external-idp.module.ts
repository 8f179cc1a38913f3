import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { SpidSignInCodes } from '../spid-sign-in/spid-sign-in-codes';
import { OidcSignIn } from './oidc-sign-in';
import { OidcClient } from './oidc-client';
import { IDENTITY_PROVIDERS, loadIdentityProviders } from './oidc-config';
import { IdentityManagerController } from './identity-manager.controller';
import { OidcRequests } from './oidc-requests';

/** External identity managers over OpenID Connect (`OIDC_PROVIDERS`), see README.md. */
@Module({
  controllers: [IdentityManagerController],
  providers: [
    { provide: IDENTITY_PROVIDERS, useFactory: () => loadIdentityProviders(process.env) },
    {
      provide: OidcClient,
      inject: [REGISTRO_CONFIG],
      useFactory: (c: RegistroConfig) => new OidcClient(`${c.publicUrl.replace(/\/+$/, '')}/api/identitymanager/callback`),
    },
    {
      provide: OidcRequests,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new OidcRequests(redis, c.redisPrefix),
    },
    // the same single-use codes (same Redis keys) GET /api/spidlogin exchanges
    {
      provide: SpidSignInCodes,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new SpidSignInCodes(redis, c.redisPrefix),
    },
    OidcSignIn,
  ],
})
export class ExternalIdpModule {}
