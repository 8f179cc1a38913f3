import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * NOTIFY makes the commits of the transactions that send it take turns (PostgreSQL holds a
 * cluster-wide lock from NOTIFY until the commit is flushed), which halved append throughput
 * under concurrency. Now only one appending transaction at a time sends it, the one holding this
 * advisory lock; concurrent appenders leave the wake-up to it. A subscription that misses a
 * wake-up this way still polls (SubscriptionRunner's pollIntervalMs), so nothing is lost.
 */
export class EventStoreNotifyOnce1763710000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION registro_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF pg_try_advisory_xact_lock(7342100) THEN
          PERFORM pg_notify('registro_events', '');
        END IF;
        RETURN NULL;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION registro_notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('registro_events', '');
        RETURN NULL;
      END
      $$`);
  }
}
