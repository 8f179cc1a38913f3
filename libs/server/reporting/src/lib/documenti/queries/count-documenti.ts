import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ContatoriDocumenti } from '@registro/contracts';
import { PG_POOL } from '@registro/server-platform';
import { romeDay } from './rome-day';

/**
 * The Riepilogo Documenti counters: active documents whose Data Refertazione falls in the days
 * dataDal..dataAl (inclusive, days in Europe/Rome): prodotto all of them, inviatoFse those sent to the FSE.
 */
@Injectable()
export class CountDocumenti {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async contatori(dataDal: Date, dataAl: Date): Promise<ContatoriDocumenti> {
    const { rows } = await this.pool.query(
      `SELECT count(*)::int AS prodotto, count(*) FILTER (WHERE inviato_fse_il IS NOT NULL)::int AS "inviatoFse"
         FROM documenti_repository WHERE NOT annullato AND giorno_refertazione BETWEEN $1::date AND $2::date`,
      [romeDay(dataDal), romeDay(dataAl)],
    );
    return rows[0];
  }
}
