import type { MigrationInterface, QueryRunner } from 'typeorm';
import { streamIdOf } from '@registro/server-event-store';
import { PARAMETRI_NOTI, type ParametroNoto } from '@registro/server-kernel';
import { SEZIONE_PARAMETRI } from '../parametri.events';

/**
 * Stores a known parameter with its default as a RecordCreated event by "system" and its row, so
 * it shows in the list and in the history and the administrator edits it there. Nothing when a
 * parameter of that name is already stored: a parameter added to PARAMETRI_NOTI later is stored on
 * existing databases by a migration of its own calling this.
 */
export async function storeParametroNoto(q: QueryRunner, p: ParametroNoto): Promise<void> {
  const presenti = await q.query(`SELECT 1 FROM parametri_configurazione WHERE lower(nome) = lower($1)`, [p.nome]);
  if (presenti.length) return;
  const [{ id }] = await q.query(`SELECT nextval('parametri_configurazione_id_seq')::int AS id`);
  const valori = { nome: p.nome, tipo: p.tipo, note: p.note, parametro: JSON.stringify(p.predefinito) };
  await q.query(
    `INSERT INTO events (stream_id, stream_type, stream_version, event_type, data, metadata)
     VALUES ($1, $2, 1, 'RecordCreated', $3, '{"userName":"system"}')`,
    [streamIdOf(SEZIONE_PARAMETRI, id), SEZIONE_PARAMETRI, JSON.stringify({ values: valori })],
  );
  await q.query(`INSERT INTO parametri_configurazione (id, nome, tipo, note, parametro, versione) VALUES ($1, $2, $3, $4, $5, 1)`, [
    id,
    valori.nome,
    valori.tipo,
    valori.note,
    valori.parametro,
  ]);
}

/**
 * Read models of the configuration parameters (`parametri_configurazione`, projection of the
 * `configparameter-<id>` streams) and of the permission sections installed from modules
 * (`sezioni_installate`). Seeds the platform's parameters with their defaults as RecordCreated
 * events by "system" (once, like any migration), so they show in the list and in the history.
 */
export class Parametri1764400000000 implements MigrationInterface {
  name = 'Parametri1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE parametri_configurazione_id_seq`);
    await q.query(`
      CREATE TABLE parametri_configurazione (
        id integer PRIMARY KEY,
        nome text NOT NULL,
        tipo text NOT NULL DEFAULT '',
        note text NOT NULL DEFAULT '',
        parametro text NOT NULL,
        versione integer NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX parametri_configurazione_nome_idx ON parametri_configurazione (lower(nome))`);
    await q.query(`
      CREATE TABLE sezioni_installate (
        id text PRIMARY KEY,
        descrizione text NOT NULL,
        modulo text NOT NULL,
        installata_il timestamptz NOT NULL
      )`);

    for (const p of PARAMETRI_NOTI) await storeParametroNoto(q, p);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM events WHERE stream_type = '${SEZIONE_PARAMETRI}'`);
    await q.query(`DROP TABLE sezioni_installate`);
    await q.query(`DROP TABLE parametri_configurazione`);
    await q.query(`DROP SEQUENCE parametri_configurazione_id_seq`);
  }
}
