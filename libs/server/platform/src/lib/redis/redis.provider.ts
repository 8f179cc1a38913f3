import {
  Inject,
  Injectable,
  Logger,
  OnApplicationShutdown,
  Provider,
} from '@nestjs/common';
import Redis from 'ioredis';
import {
  REGISTRO_CONFIG,
  type RegistroConfig,
} from '../config/registro-config';
import { REDIS } from './redis.tokens';

export const redisProvider: Provider = {
  provide: REDIS,
  inject: [REGISTRO_CONFIG],
  useFactory: (config: RegistroConfig) => {
    const logger = new Logger('Redis');
    const client = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
    let lastError = 0;
    client.on('error', (err: Error) => {
      // while Redis is down ioredis retries and emits an error per attempt: log one a minute
      if (Date.now() - lastError > 60_000) {
        lastError = Date.now();
        logger.warn(`Redis non raggiungibile: ${err.message}`);
      }
    });
    return client;
  },
};

/** Closes the shared client when the application shuts down. */
@Injectable()
export class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'end') return;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
