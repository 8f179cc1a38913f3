import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { GapFreeCounter } from '@registro/server-kernel';
import { annoDocumento } from '../domain/anno-documento';
import type { DocumentoRichiesto } from '../domain/build-documento';
import type { DocumentoCommercialeState } from '../domain/documento-commerciale.aggregate';
import { richiedeNumero } from './decide-save-documento';

/** The counter of commercial documents: one row per document type and year, created at 1 on first use. */
export const DOCUMENTO_COUNTER = new GapFreeCounter<{ codiceTipo: string; anno: number }>({
  table: 'documenti_commerciali_numeratori',
  key: { codiceTipo: 'codice_tipo', anno: 'anno' },
  value: 'valore',
});

/**
 * Gap-free numbering per document type and year (the kernel's GapFreeCounter), in the caller's
 * transaction (the one that appends DocumentoNumerato). Concurrent saves take their numbers in turn;
 * a rollback gives the number back.
 */
@Injectable()
export class DocumentoNumbering {
  async take(tx: Transaction, codiceTipo: string, anno: number): Promise<{ anno: number; numero: number }> {
    const { value } = await DOCUMENTO_COUNTER.next(tx, { codiceTipo, anno });
    return { anno, numero: value };
  }

  /**
   * The number a save takes: only when the document becomes COMPLETA without one (richiedeNumero),
   * in the year of its date (the stored one when the body has none, else now); null otherwise.
   */
  async forSave(tx: Transaction, documento: DocumentoRichiesto, state: DocumentoCommercialeState, adesso: string): Promise<{ anno: number; numero: number } | null> {
    if (!richiedeNumero(documento, state)) return null;
    return this.take(tx, documento.contenuto.tipo, annoDocumento(documento.contenuto.dataOra ?? state?.dataOra ?? adesso));
  }
}
