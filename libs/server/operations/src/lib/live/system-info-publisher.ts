import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { EVENTI_LIVE, STANZE_LIVE } from '@registro/contracts';
import { SystemInfoReader } from './system-info-reader';

export const SYSTEM_INFO_INTERVAL_MS = 2000;

/**
 * Every 2 s, while someone connected to THIS api follows the system-info room, sends them this
 * process's figures. Local only (`server.local`, the adapter's local room list): each replica
 * speaks for itself and nothing goes through Redis.
 */
@Injectable()
export class SystemInfoPublisher {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly lettore: SystemInfoReader) {}

  start(server: Server): void {
    this.stop();
    this.timer = setInterval(() => {
      const presenti = server.of('/').adapter.rooms.get(STANZE_LIVE.infoSistema)?.size ?? 0;
      if (presenti > 0) server.local.to(STANZE_LIVE.infoSistema).emit(EVENTI_LIVE.infoSistema, this.lettore.read());
    }, SYSTEM_INFO_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
