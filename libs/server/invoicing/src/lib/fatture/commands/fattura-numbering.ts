import { Injectable } from '@nestjs/common';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { NumeratoreAnno, isNumeratoreDuplicate, type NumeratoreKey } from '../../masterdata/numeratori/numeratore-anno';
import type { NumerazioneFattura } from '../domain/decide-create-fattura';

/**
 * Gap-free numbering: the counter row of the numerator (code of the type, year in Europe/Rome,
 * structure) is bumped in the caller's transaction, the same one that appends FatturaNumerata.
 * The row lock serialises concurrent saves; a rollback gives the number back (a sequence would
 * leave a gap). The unique index fatture_numero_idx is the last defence.
 */
@Injectable()
export class FatturaNumbering {
  constructor(private readonly numeratori: NumeratoreAnno) {}

  async take(tx: Transaction, key: NumeratoreKey, metadata: EventMetadata): Promise<NumerazioneFattura> {
    const idNumeratore = await this.numeratori.ensure(tx, key, metadata);
    const { rows } = await tx.query<{ valore: string }>('UPDATE numeratori SET valore = valore + 1 WHERE id = $1 RETURNING valore', [idNumeratore]);
    return { idNumeratore, numero: Number(rows[0].valore), anno: key.anno };
  }
}

/**
 * Runs a unit of work that may create a numerators row, once more when a concurrent transaction
 * created the same row first (the second run finds it).
 */
export async function retryOnNumeratoreDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isNumeratoreDuplicate(e)) throw e;
    return run();
  }
}
