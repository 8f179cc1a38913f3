import { Injectable } from '@nestjs/common';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { GapFreeCounter } from '@registro/server-kernel';
import { RecordWriter, isUniqueViolation } from '@registro/server-platform';
import type { ValoriNumeratore } from '../masterdata.events';
import { NUMERATORE, NUMERATORE_DUPLICATE_INDEX } from './numeratore.resource';

export interface NumeratoreKey {
  codice: string;
  anno: number;
  codiceStruttura: string;
}

/**
 * The invoices' counter (the kernel's GapFreeCounter) on `numeratori.valore`, answering the row's
 * id; a missing row is a record made by `NumeratoreAnno.ensure`.
 */
export const NUMERATORE_COUNTER = new GapFreeCounter<NumeratoreKey>({
  table: 'numeratori',
  key: { codice: 'codice', anno: 'anno', codiceStruttura: 'codice_struttura' },
  value: 'valore',
  id: 'id',
});

/** Here the raw unique violation must reach the caller (who retries), not the 409 of the screens. */
const NUMERATORE_IN_NUMBERING = { ...NUMERATORE, duplicate: undefined, duplicateConstraint: undefined };

/**
 * A concurrent transaction created the same (codice, anno, codiceStruttura) first: the caller's
 * transaction is aborted; run it again (the second time `ensure` finds the row).
 */
export function isNumeratoreDuplicate(error: unknown): boolean {
  return isUniqueViolation(error, NUMERATORE_DUPLICATE_INDEX);
}

/**
 * The numerator of a code for a year and structure, created on first use so that a new year
 * starts again from 1.
 *
 * The counter column `numeratori.valore` is bumped in place by numbering (NUMERATORE_COUNTER:
 * `UPDATE numeratori SET valore = valore + 1 WHERE <the key> RETURNING valore, id`), not by events:
 * the numbered invoice events carry each number, so a rebuild of the read model sets
 * valore = greatest(valore, max number given).
 */
@Injectable()
export class NumeratoreAnno {
  constructor(private readonly writer: RecordWriter) {}

  /**
   * The id of the numerators row for the key, creating the record in `tx` (RecordCreated and the
   * inline projection, valore 0, the description of the same code's latest year or the code)
   * when there is none. A concurrent creation surfaces as a unique violation: see
   * `isNumeratoreDuplicate`.
   */
  async ensure(tx: Transaction, key: NumeratoreKey, metadata: EventMetadata): Promise<number> {
    const { rows } = await tx.query<{ id: number }>(`SELECT id FROM numeratori WHERE codice = $1 AND anno = $2 AND codice_struttura = $3`, [
      key.codice,
      key.anno,
      key.codiceStruttura,
    ]);
    if (rows[0]) return rows[0].id;

    const precedente = await tx.query<{ descrizione: string }>(
      `SELECT descrizione FROM numeratori WHERE codice = $1 ORDER BY (codice_struttura = $2) DESC, anno DESC, id DESC LIMIT 1`,
      [key.codice, key.codiceStruttura],
    );
    const values: ValoriNumeratore = {
      codice: key.codice,
      descrizione: precedente.rows[0]?.descrizione || key.codice,
      valore: 0,
      anno: key.anno,
      codiceStruttura: key.codiceStruttura,
      note: '',
    };
    return this.writer.create<ValoriNumeratore>(NUMERATORE_IN_NUMBERING, values, metadata, { tx });
  }
}
