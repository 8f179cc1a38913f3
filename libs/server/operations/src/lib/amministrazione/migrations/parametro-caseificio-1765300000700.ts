import type { MigrationInterface, QueryRunner } from 'typeorm';
import { streamIdOf } from '@registro/server-event-store';
import { PARAMETRO } from '@registro/contracts';
import { PARAMETRI_NOTI } from '@registro/server-kernel';
import { SEZIONE_PARAMETRI, storeParametroNoto } from '@registro/server-platform';

/**
 * The dairy import's source address as a configuration parameter (CASEIFICIO_INDIRIZZO_SORGENTE,
 * default empty), stored on databases made before it was known, so the administrator sets it in
 * Parametri di Configurazione.
 */
export class ParametroCaseificio1765300000700 implements MigrationInterface {
  name = 'ParametroCaseificio1765300000700';

  async up(q: QueryRunner): Promise<void> {
    const parametro = PARAMETRI_NOTI.find((p) => p.nome === PARAMETRO.caseificioIndirizzoSorgente);
    if (parametro) await storeParametroNoto(q, parametro);
  }

  async down(q: QueryRunner): Promise<void> {
    const righe: { id: number }[] = await q.query(`DELETE FROM parametri_configurazione WHERE nome = $1 RETURNING id`, [PARAMETRO.caseificioIndirizzoSorgente]);
    for (const { id } of righe) await q.query(`DELETE FROM events WHERE stream_id = $1`, [streamIdOf(SEZIONE_PARAMETRI, id)]);
  }
}
