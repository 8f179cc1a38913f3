import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { NotaCreditoEmessaElenco } from '@registro/contracts';
import type { Transaction } from '@registro/server-event-store';
import { PG_POOL } from '@registro/server-platform';
import { residuoDaStornare } from '../domain/residuo-nota-credito';

type Queryable = Pool | Transaction;

/** The id of the invoice a row's document credits (indexed: fatture_fattura_collegata_idx). */
const ID_FATTURA_COLLEGATA = `((documento->'fatturaCollegata'->>'id')::int)`;

/** The credit notes of an invoice, from the invoices' read model: the documents whose `fatturaCollegata` names it. */
@Injectable()
export class NoteCreditoReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * What is left to credit of an invoice for one of its credit notes being saved: the invoice's
   * total less its other credit notes' totals; null when the invoice is gone.
   */
  async residuoPer(idFattura: number, idNotaCredito: number, db: Queryable): Promise<number | null> {
    const { rows } = await db.query<{ totale_documento: string }>('SELECT totale_documento FROM fatture WHERE id = $1', [idFattura]);
    if (!rows[0]) return null;
    const altre = (await this.elenco(idFattura, db)).filter((n) => n.id !== idNotaCredito);
    return residuoDaStornare(rows[0].totale_documento, altre);
  }

  async elenco(idFattura: number, db: Queryable = this.pool): Promise<NotaCreditoEmessaElenco[]> {
    const { rows } = await db.query<{ id: number; numero_documento: string; data_documento: Date; totale_documento: string }>(
      `SELECT id, numero_documento, data_documento, totale_documento FROM fatture
        WHERE ${ID_FATTURA_COLLEGATA} = $1 ORDER BY data_documento, numero, id`,
      [idFattura],
    );
    return rows.map((r) => ({
      id: r.id,
      numeroDocumento: r.numero_documento,
      dataDocumento: r.data_documento.toISOString(),
      totaleDocumento: Number(r.totale_documento),
    }));
  }
}
