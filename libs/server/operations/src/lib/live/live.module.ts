import { Module } from '@nestjs/common';
import { SystemInfoReader } from './system-info-reader';
import { LiveGateway } from './live.gateway';
import { SystemInfoPublisher } from './system-info-publisher';
import { LiveSessionWatch } from './live-session-watch';
import { SysteminfoController } from './systeminfo.controller';

/**
 * socket.io gateway (with the Redis adapter) and system info: imported by the api only (the worker
 * has no HTTP server; it emits through @socket.io/redis-emitter on the same Redis key).
 */
@Module({
  controllers: [SysteminfoController],
  providers: [SystemInfoReader, SystemInfoPublisher, LiveSessionWatch, LiveGateway],
})
export class LiveModule {}
