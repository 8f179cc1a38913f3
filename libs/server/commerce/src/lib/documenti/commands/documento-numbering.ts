import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';

/**
 * Gap-free numbering per document type and year: the counter row is created on first use or
 * bumped, in the caller's transaction (the one that appends DocumentoNumerato). Its row lock
 * serialises concurrent saves; a rollback gives the number back.
 */
@Injectable()
export class DocumentoNumbering {
  async take(tx: Transaction, codiceTipo: string, anno: number): Promise<{ anno: number; numero: number }> {
    const { rows } = await tx.query<{ valore: number }>(
      `INSERT INTO documenti_commerciali_numeratori (codice_tipo, anno, valore) VALUES ($1, $2, 1)
       ON CONFLICT (codice_tipo, anno) DO UPDATE SET valore = documenti_commerciali_numeratori.valore + 1
       RETURNING valore`,
      [codiceTipo, anno],
    );
    return { anno, numero: rows[0].valore };
  }
}
