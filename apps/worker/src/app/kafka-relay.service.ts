import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { startKafkaRelay } from '@registro/server-event-store';
import {
  PG_POOL,
  REGISTRO_CONFIG,
  type RegistroConfig,
} from '@registro/server-platform';

/** Publishes every event to Kafka (topic registro.<stream_type>) when KAFKA_BROKERS is set. */
@Injectable()
export class KafkaRelayService
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('KafkaRelay');
  private relay: { stop(): Promise<void> } | undefined;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.kafkaBrokers.length) {
      this.logger.log('KAFKA_BROKERS non impostato: relay Kafka disattivato');
      return;
    }
    this.relay = await startKafkaRelay(this.pool, this.config.kafkaBrokers);
    this.logger.log(
      `Relay Kafka avviato verso ${this.config.kafkaBrokers.join(', ')}`,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    this.relay = undefined;
  }
}
