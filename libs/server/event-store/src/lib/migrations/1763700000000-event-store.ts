import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store: one `events` table and the subscriptions' checkpoints.
 *
 * Subscriptions read in (transaction_id, global_position) order, hence that index. There is no
 * index on stream_type or on global_position alone: nothing reads by them, and every index costs
 * each append. The statement trigger wakes LISTENing subscriptions when the inserting transaction
 * commits (PostgreSQL delivers NOTIFY at commit and drops it on rollback).
 */
export class EventStore1763700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY,
        transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
        stream_id       text        NOT NULL,
        stream_type     text        NOT NULL,
        stream_version  integer     NOT NULL CHECK (stream_version > 0),
        event_type      text        NOT NULL,
        schema_version  integer     NOT NULL DEFAULT 1,
        data            jsonb       NOT NULL,
        metadata        jsonb       NOT NULL DEFAULT '{}',
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_pkey PRIMARY KEY (stream_id, stream_version)
      )`);
    await queryRunner.query(
      `CREATE INDEX events_transaction_position ON events (transaction_id, global_position)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION registro_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('registro_events', '');
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER events_notify AFTER INSERT ON events
      FOR EACH STATEMENT EXECUTE FUNCTION registro_notify_events()`);
    await queryRunner.query(`
      CREATE TABLE subscription_checkpoints (
        name            text        PRIMARY KEY,
        transaction_id  xid8        NOT NULL,
        global_position bigint      NOT NULL,
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE subscription_checkpoints`);
    await queryRunner.query(`DROP TABLE events`);
    await queryRunner.query(`DROP FUNCTION registro_notify_events()`);
  }
}
