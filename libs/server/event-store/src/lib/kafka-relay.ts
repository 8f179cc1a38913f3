import { Kafka, logLevel, type Message, type Producer } from 'kafkajs';
import type { Pool } from 'pg';
import type { Projection, RecordedEvent } from './event-store.types';
import { ALL_EVENT_TYPES } from './handled-events';
import { type SubscriptionOptions, SubscriptionRunner } from './subscription-runner';

/** Topic of a stream type: registro.<stream_type>. */
export function topicFor(streamType: string): string {
  return `registro.${streamType}`;
}

/**
 * Publishes every event to Kafka (the only place kafkajs is used). Runs as a subscription: the
 * checkpoint is written after the broker acknowledged the batch, so a crash republishes rather
 * than loses; consumers dedupe on the `global-position` header. Key = stream id, so each stream
 * keeps its order within its partition.
 */
export class KafkaRelay implements Projection {
  readonly name = 'kafka-relay';
  readonly eventTypes = [ALL_EVENT_TYPES];
  private readonly producer: Producer;

  constructor(brokers: string[], clientId = 'registro-relay') {
    const kafka = new Kafka({ clientId, brokers, logLevel: logLevel.WARN });
    this.producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  }

  connect(): Promise<void> {
    return this.producer.connect();
  }

  disconnect(): Promise<void> {
    return this.producer.disconnect();
  }

  async apply(_tx: unknown, events: RecordedEvent[]): Promise<void> {
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const topic = topicFor(event.streamType);
      const messages = byTopic.get(topic) ?? [];
      messages.push(toMessage(event));
      byTopic.set(topic, messages);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  /** Published messages cannot be taken back: a rebuild republishes, consumers dedupe. */
  async reset(): Promise<void> {
    return;
  }
}

function toMessage(event: RecordedEvent): Message {
  return {
    key: event.streamId,
    value: JSON.stringify(event),
    headers: {
      'event-type': event.type,
      'global-position': event.globalPosition,
      'transaction-id': event.transactionId,
      'stream-version': String(event.streamVersion),
      'schema-version': String(event.schemaVersion),
    },
  };
}

/** Starts the relay (call it only when KAFKA_BROKERS is set). */
export async function startKafkaRelay(
  pool: Pool,
  brokers: string[],
  options: SubscriptionOptions = {},
): Promise<{ stop(): Promise<void> }> {
  const relay = new KafkaRelay(brokers);
  await relay.connect();
  const runner = new SubscriptionRunner(pool, relay, options);
  await runner.start();
  return {
    async stop() {
      await runner.stop();
      await relay.disconnect();
    },
  };
}
