import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { CodiciAccessoSpid } from '../spid-sign-in/codici-accesso-spid';
import { AccessoOidc } from './accesso-oidc';
import { ClientOidc } from './client-oidc';
import { GESTORI_IDENTITA, caricaGestoriIdentita } from './configurazione-oidc';
import { IdentityManagerController } from './identity-manager.controller';
import { RichiesteOidc } from './richieste-oidc';

/** External identity managers over OpenID Connect (`OIDC_PROVIDERS`), see README.md. */
@Module({
  controllers: [IdentityManagerController],
  providers: [
    { provide: GESTORI_IDENTITA, useFactory: () => caricaGestoriIdentita(process.env) },
    {
      provide: ClientOidc,
      inject: [REGISTRO_CONFIG],
      useFactory: (c: RegistroConfig) => new ClientOidc(`${c.publicUrl.replace(/\/+$/, '')}/api/identitymanager/callback`),
    },
    {
      provide: RichiesteOidc,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new RichiesteOidc(redis, c.redisPrefix),
    },
    // the same single-use codes (same Redis keys) GET /api/spidlogin exchanges
    {
      provide: CodiciAccessoSpid,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new CodiciAccessoSpid(redis, c.redisPrefix),
    },
    AccessoOidc,
  ],
})
export class ExternalIdpModule {}
