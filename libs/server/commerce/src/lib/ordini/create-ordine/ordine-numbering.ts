import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { GapFreeCounter, romeYear } from '@registro/server-kernel';

/** The counter of orders: one row per year, created at 1 on first use. */
export const ORDINE_COUNTER = new GapFreeCounter<{ anno: number }>({ table: 'ordini_numeratori', key: { anno: 'anno' }, value: 'valore' });

/**
 * Gap-free order numbers by year (the order date's year in Europe/Rome, the kernel's calendar):
 * the kernel's GapFreeCounter bumps the year's row in the caller's transaction, the one that
 * appends OrdineCreato. Concurrent creations take their numbers in turn; a rollback gives the number
 * back. The unique index ordini_anno_codice_idx is the last defence.
 */
@Injectable()
export class OrdineNumbering {
  async take(tx: Transaction, dataOrdine: string): Promise<{ anno: number; codice: number }> {
    const anno = romeYear(dataOrdine);
    const { value } = await ORDINE_COUNTER.next(tx, { anno });
    return { anno, codice: value };
  }
}
