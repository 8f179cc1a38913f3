import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ReportTipo } from '@registro/contracts';
import { NotFoundError, PG_POOL, containsPattern, type PageRequest } from '@registro/server-platform';

const COLONNE = `id, codice_tipo_documento AS "codiceTipoDocumento", descrizione, master, subreport`;

export interface FiltriReportTipi {
  codiceTipoDocumento?: string;
  subreport?: string;
}

/** Reads of the templates by document-type code (`print_report_tipi`). */
@Injectable()
export class LeggiReportTipi {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async lista(filtri: FiltriReportTipi, pagina: PageRequest): Promise<{ list: ReportTipo[]; recordsNumber: number }> {
    const dove = `WHERE ($1::text IS NULL OR codice_tipo_documento ILIKE $1) AND ($2::text IS NULL OR subreport ILIKE $2)`;
    const parametri = [containsPattern(filtri.codiceTipoDocumento), containsPattern(filtri.subreport)];
    const [righe, conta] = await Promise.all([
      this.pool.query(`SELECT ${COLONNE} FROM print_report_tipi ${dove} ORDER BY lower(codice_tipo_documento), id LIMIT $3 OFFSET $4`, [
        ...parametri,
        pagina.forPage,
        pagina.offset,
      ]),
      this.pool.query(`SELECT count(*)::int AS n FROM print_report_tipi ${dove}`, parametri),
    ]);
    return { list: righe.rows, recordsNumber: conta.rows[0].n };
  }

  async uno(id: number): Promise<ReportTipo> {
    const { rows } = await this.pool.query(`SELECT ${COLONNE} FROM print_report_tipi WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError('Template non trovato');
    return rows[0];
  }
}
