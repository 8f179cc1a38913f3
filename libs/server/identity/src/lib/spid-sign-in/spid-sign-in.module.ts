import { Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { SPID_SIGN_IN } from '@registro/server-spid';
import { IdentitySpidSignIn } from './identity-spid-sign-in';
import { SpidSignInCodes } from './spid-sign-in-codes';
import { SpidCodeExchange } from './spid-code-exchange';
import { SpidSessions } from './spid-sessions';
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
      provide: SpidSignInCodes,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new SpidSignInCodes(redis, c.redisPrefix),
    },
    {
      provide: SpidSessions,
      inject: [REDIS, REGISTRO_CONFIG],
      useFactory: (redis: Redis, c: RegistroConfig) => new SpidSessions(redis, c.redisPrefix),
    },
    IdentitySpidSignIn,
    SpidCodeExchange,
    { provide: SPID_SIGN_IN, useExisting: IdentitySpidSignIn },
  ],
  exports: [SPID_SIGN_IN],
})
export class SpidSignInModule {}
