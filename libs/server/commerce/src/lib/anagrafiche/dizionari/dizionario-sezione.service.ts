import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DizionarioSezione } from '@registro/contracts';
import { NotFoundError, PG_POOL } from '@registro/server-platform';

const SEZIONI_SQL = `SELECT s.id, s.sezione,
    coalesce((SELECT jsonb_agg(jsonb_build_object('codiceTipo', t.codice_tipo, 'descrizioneTipo', t.descrizione_tipo) ORDER BY lower(t.codice_tipo), t.id)
              FROM dizionario_tipi t WHERE t.sezione_dizionario = s.sezione), '[]') AS "listaTipi"
  FROM dizionario_sezioni s`;

/** /api/dizionariosezioni (spec 3 §7): the three fixed sections, each with its types. */
@Injectable()
export class DizionarioSezioneService {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(): Promise<DizionarioSezione[]> {
    return (await this.pool.query<DizionarioSezione>(`${SEZIONI_SQL} ORDER BY s.id`)).rows;
  }

  async get(id: number): Promise<DizionarioSezione> {
    const { rows } = await this.pool.query<DizionarioSezione>(`${SEZIONI_SQL} WHERE s.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError('Sezione del dizionario non trovata');
    return rows[0];
  }
}
