import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { CHIAVE_REDIS_SOCKET_IO, EVENTI_LIVE, STANZE_LIVE, type RigaLogTask, type StatoLiveTask } from '@registro/contracts';
import { REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';

/**
 * Pushes a run's lines and status to the task's socket.io room from any process (the worker has
 * no socket.io server): the api's Redis adapter listens on the same key and delivers them. Best
 * effort: the events are the record, a lost push only costs the 2-second polling.
 */
@Injectable()
export class TaskLive implements OnApplicationShutdown {
  private redis?: Redis;
  private emitter?: Emitter;

  constructor(@Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig) {}

  riga(riga: RigaLogTask): void {
    this.stanza(riga.idTask)?.emit(EVENTI_LIVE.rigaLogTask, riga);
  }

  stato(stato: StatoLiveTask): void {
    this.stanza(stato.idTask)?.emit(EVENTI_LIVE.statoTask, stato);
  }

  private stanza(idTask: number) {
    try {
      if (!this.emitter) {
        this.redis = new Redis(this.config.redisUrl, { maxRetriesPerRequest: 1, connectionName: 'registro-tasks-live' });
        this.redis.on('error', () => undefined);
        const redis = this.redis;
        // the emitter does not wait for publish: a failed one must not become an unhandled rejection
        const client = { publish: (canale: string, messaggio: Buffer | string) => redis.publish(canale, messaggio).catch(() => 0) };
        this.emitter = new Emitter(client, { key: `${this.config.redisPrefix}${CHIAVE_REDIS_SOCKET_IO}` });
      }
      return this.emitter.to(STANZE_LIVE.task(idTask));
    } catch {
      return undefined;
    }
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
