import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ParametroConfigurazione } from '@registro/contracts';
import { NotFoundError, PG_POOL, containsPattern, type PageRequest } from '@registro/server-platform';

/** Reads of the stored parameters (`parametri_configurazione`). */
@Injectable()
export class LeggiParametri {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** One page ordered by nome, filtered by a part of the name (case-insensitive). */
  async lista(nome: string | undefined, pagina: PageRequest): Promise<{ list: ParametroConfigurazione[]; recordsNumber: number }> {
    const filtro = containsPattern(nome);
    const { rows } = await this.pool.query(
      `SELECT id, nome, tipo, note, parametro, count(*) OVER ()::int AS totale FROM parametri_configurazione
       WHERE $1::text IS NULL OR nome ILIKE $1 ORDER BY lower(nome), id LIMIT $2 OFFSET $3`,
      [filtro, pagina.forPage, pagina.offset],
    );
    let totale = rows[0]?.totale ?? 0;
    if (!rows.length && pagina.offset > 0) {
      const conta = await this.pool.query(`SELECT count(*)::int AS n FROM parametri_configurazione WHERE $1::text IS NULL OR nome ILIKE $1`, [filtro]);
      totale = conta.rows[0].n;
    }
    return { list: rows.map(({ totale: _, ...p }) => p as ParametroConfigurazione), recordsNumber: totale };
  }

  async uno(id: number): Promise<ParametroConfigurazione> {
    const { rows } = await this.pool.query(`SELECT id, nome, tipo, note, parametro FROM parametri_configurazione WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError('Parametro non trovato');
    return rows[0];
  }
}
