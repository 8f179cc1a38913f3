import { Logger } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Server } from 'socket.io';
import { CHIAVE_REDIS_SOCKET_IO } from '@registro/contracts';

/** The Redis channel prefix shared by every api replica's adapter and the worker's emitter. */
export function socketIoKey(redisPrefix: string): string {
  return `${redisPrefix}${CHIAVE_REDIS_SOCKET_IO}`;
}

/**
 * Puts the socket.io Redis adapter under `server`, so an event emitted to a room by any api
 * replica or by the worker (@socket.io/redis-emitter, same key) reaches the room's sockets on every
 * replica. Returns the two connections it opened (publisher, subscriber) for the shutdown.
 */
export function attachRedisAdapter(server: Server, redis: Redis, redisPrefix: string): Redis[] {
  const logger = new Logger('SocketIo');
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  let ultimoErrore = 0;
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => {
      if (Date.now() - ultimoErrore > 60_000) {
        ultimoErrore = Date.now();
        logger.warn(`Redis non raggiungibile per socket.io: ${err.message}`);
      }
    });
  }
  server.adapter(createAdapter(pub, sub, { key: socketIoKey(redisPrefix) }));
  return [pub, sub];
}
