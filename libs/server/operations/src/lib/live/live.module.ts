import { Module } from '@nestjs/common';
import { LettoreInfoSistema } from './lettore-info-sistema';
import { LiveGateway } from './live.gateway';
import { PubblicatoreInfoSistema } from './pubblicatore-info-sistema';
import { SorveglianzaSessioniLive } from './sorveglianza-sessioni-live';
import { SysteminfoController } from './systeminfo.controller';

/**
 * socket.io gateway (with the Redis adapter) and system info: imported by the api only (the worker
 * has no HTTP server; it emits through @socket.io/redis-emitter on the same Redis key).
 */
@Module({
  controllers: [SysteminfoController],
  providers: [LettoreInfoSistema, PubblicatoreInfoSistema, SorveglianzaSessioniLive, LiveGateway],
})
export class LiveModule {}
