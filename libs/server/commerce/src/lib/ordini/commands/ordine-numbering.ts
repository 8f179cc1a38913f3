import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';

/**
 * Gap-free order numbers by year (the order date's year in Europe/Rome): the year's counter row
 * is created or bumped by one upsert (an UPDATE … RETURNING on conflict) in the caller's
 * transaction, the one that appends OrdineCreato. The row lock serialises concurrent creations; a
 * rollback gives the number back. The unique index ordini_anno_codice_idx is the last defence.
 */
@Injectable()
export class OrdineNumbering {
  async take(tx: Transaction, dataOrdine: string): Promise<{ anno: number; codice: number }> {
    const { rows } = await tx.query<{ anno: number; valore: number }>(
      `INSERT INTO ordini_numeratori (anno, valore)
       VALUES (extract(year FROM $1::timestamptz AT TIME ZONE 'Europe/Rome')::int, 1)
       ON CONFLICT (anno) DO UPDATE SET valore = ordini_numeratori.valore + 1
       RETURNING anno, valore`,
      [dataOrdine],
    );
    return { anno: rows[0].anno, codice: rows[0].valore };
  }
}
