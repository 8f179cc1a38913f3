import type { TestDatabase } from '@registro/server-testing';
import { openTestDatabase } from '../test/test-database';
import { Kafka, logLevel } from 'kafkajs';
import { inTransaction } from './in-transaction';
import { startKafkaRelay, topicFor } from './kafka-relay';
import { PostgresEventStore } from './postgres-event-store';

const brokers = (process.env['KAFKA_BROKERS'] ?? '').split(',').filter(Boolean);
const describeWithKafka = brokers.length > 0 ? describe : describe.skip;
if (brokers.length === 0) {
  console.info('KafkaRelay tests skipped: set KAFKA_BROKERS (e.g. localhost:9092) to run them.');
}

describeWithKafka('KafkaRelay (needs KAFKA_BROKERS)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.drop());

  it('publishes each event to registro.<stream_type>, keyed by stream id, with type and position headers', async () => {
    const streamType = `relaytest${Date.now()}`;
    const store = new PostgresEventStore(db.pool);
    const { globalPositions } = await inTransaction(db.pool, (tx) =>
      store.append(tx, `${streamType}-1`, streamType, [
        { type: 'RecordCreated', data: { values: { nome: 'Mario' } } },
        { type: 'RecordUpdated', data: { changes: {} } },
      ], 0, {}),
    );

    const kafka = new Kafka({ clientId: 'registro-relay-test', brokers, logLevel: logLevel.WARN });
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic: topicFor(streamType), numPartitions: 1 }], waitForLeaders: true });
    await admin.disconnect();

    const relay = await startKafkaRelay(db.pool, brokers, { pollIntervalMs: 100 });
    const consumer = kafka.consumer({ groupId: `registro-relay-test-${Date.now()}` });
    const received: { key: string; type: string; position: string }[] = [];
    try {
      await consumer.connect();
      await consumer.subscribe({ topic: topicFor(streamType), fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          received.push({
            key: String(message.key),
            type: String(message.headers?.['event-type']),
            position: String(message.headers?.['global-position']),
          });
        },
      });
      const deadline = Date.now() + 20_000;
      while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await consumer.disconnect();
      await relay.stop();
    }
    expect(received).toEqual([
      { key: `${streamType}-1`, type: 'RecordCreated', position: globalPositions[0] },
      { key: `${streamType}-1`, type: 'RecordUpdated', position: globalPositions[1] },
    ]);
    const checkpoint = await db.pool.query(`SELECT global_position FROM subscription_checkpoints WHERE name = 'kafka-relay'`);
    expect(checkpoint.rows[0].global_position).toBe(globalPositions[1]);
  });
});
