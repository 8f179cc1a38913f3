import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { GapFreeCounter } from '@registro/server-kernel';

/** The counter of commercial documents: one row per document type and year, created at 1 on first use. */
export const DOCUMENTO_COUNTER = new GapFreeCounter<{ codiceTipo: string; anno: number }>({
  table: 'documenti_commerciali_numeratori',
  key: { codiceTipo: 'codice_tipo', anno: 'anno' },
  value: 'valore',
});

/**
 * Gap-free numbering per document type and year (the kernel's GapFreeCounter), in the caller's
 * transaction (the one that appends DocumentoNumerato). Its row lock serialises concurrent saves;
 * a rollback gives the number back.
 */
@Injectable()
export class DocumentoNumbering {
  async take(tx: Transaction, codiceTipo: string, anno: number): Promise<{ anno: number; numero: number }> {
    const { value } = await DOCUMENTO_COUNTER.next(tx, { codiceTipo, anno });
    return { anno, numero: value };
  }
}
