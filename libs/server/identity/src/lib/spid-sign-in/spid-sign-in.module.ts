import { Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { SPID_SIGN_IN } from '@registro/server-spid';
import { AccessoSpid } from './accesso-spid';
import { CodiciAccessoSpid } from './codici-accesso-spid';
import { ScambioCodiceSpid } from './scambio-codice-spid';
import { SessioniSpid } from './sessioni-spid';
import { SpidLoginController } from './spid-login.controller';

/**
 * Identity's side of SPID: the SPID_SIGN_IN port SpidModule calls after a valid response, and the
 * code exchange. Global so SpidModule's controller finds SPID_SIGN_IN.
 */
@Global()
@Module({
  controllers: [SpidLoginController],
  providers: [
    {
      provide: CodiciAccessoSpid,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new CodiciAccessoSpid(redis, c.redisPrefix),
    },
    {
      provide: SessioniSpid,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new SessioniSpid(redis, c.redisPrefix),
    },
    AccessoSpid,
    ScambioCodiceSpid,
    { provide: SPID_SIGN_IN, useExisting: AccessoSpid },
  ],
  exports: [SPID_SIGN_IN],
})
export class SpidSignInModule {}
