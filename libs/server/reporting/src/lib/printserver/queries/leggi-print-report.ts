import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PrintReport } from '@registro/contracts';
import { NotFoundError, PG_POOL, type PageRequest } from '@registro/server-platform';

const COLONNE = `id, report_name AS "reportName", nome_file AS "nomeFile", descrizione, versione_report AS versione, stato, test_data AS "testData"`;

/** Reads of the print server records (`print_report`). */
@Injectable()
export class LeggiPrintReport {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async lista(pagina: PageRequest): Promise<{ list: PrintReport[]; recordsNumber: number }> {
    const [righe, conta] = await Promise.all([
      this.pool.query(`SELECT ${COLONNE} FROM print_report ORDER BY lower(report_name), id LIMIT $1 OFFSET $2`, [pagina.forPage, pagina.offset]),
      this.pool.query(`SELECT count(*)::int AS n FROM print_report`),
    ]);
    return { list: righe.rows, recordsNumber: conta.rows[0].n };
  }

  async uno(id: number): Promise<PrintReport> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE} FROM print_report WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError('Report non trovato');
    return rows[0];
  }
}
