import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Server } from 'socket.io';
import { SESSION_DIRECTORY, type SessionDirectory } from '@registro/server-platform';

/** How often the sockets' sessions are checked (a logged-out or expired session loses its socket). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/**
 * A socket outlives nothing: every 30 s the sessions of this api's sockets are looked up in Redis
 * (one pipelined PTTL, without refreshing them, so an open page does not keep a session alive) and
 * the sockets of ended sessions are disconnected.
 */
@Injectable()
export class LiveSessionWatch {
  private readonly logger = new Logger('SocketIo');
  private timer: NodeJS.Timeout | undefined;
  private server: Server | undefined;

  constructor(@Inject(SESSION_DIRECTORY) private readonly sessioni: SessionDirectory) {}

  start(server: Server): void {
    this.stop();
    this.server = server;
    this.timer = setInterval(() => {
      this.check().catch((err: unknown) => this.logger.warn(`Verifica delle sessioni socket.io non riuscita: ${(err as Error).message}`));
    }, SESSION_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  /** Disconnects the sockets whose session has ended; returns how many. */
  async check(): Promise<number> {
    const sockets = [...(this.server?.of('/').sockets.values() ?? [])];
    if (!sockets.length) return 0;
    const vive = await this.sessioni.liveSessions(sockets.map((s) => String(s.data['sessionId'])));
    let chiusi = 0;
    for (const socket of sockets) {
      if (vive.has(String(socket.data['sessionId']))) continue;
      socket.disconnect(true);
      chiusi++;
    }
    return chiusi;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
