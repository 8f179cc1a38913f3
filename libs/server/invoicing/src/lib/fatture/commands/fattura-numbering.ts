import { Injectable } from '@nestjs/common';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { retryOnConcurrentCreation } from '@registro/server-kernel';
import { NUMERATORE_COUNTER, NumeratoreAnno, isNumeratoreDuplicate, type NumeratoreKey } from '../../masterdata/numeratori/numeratore-anno';
import type { NumerazioneFattura } from '../domain/fattura.events';

/**
 * Gap-free numbering (the kernel's GapFreeCounter): the counter row of the numerator (code of the
 * type, year in Europe/Rome, structure) is bumped in the caller's transaction, the same one that
 * appends FatturaNumerata, and created as a record by NumeratoreAnno when missing. Concurrent saves
 * take their numbers in turn, in the order they asked; a rollback gives the number back (a sequence would leave a gap).
 * The unique index fatture_numero_idx is the last defence.
 */
@Injectable()
export class FatturaNumbering {
  constructor(private readonly numeratori: NumeratoreAnno) {}

  async take(tx: Transaction, key: NumeratoreKey, metadata: EventMetadata): Promise<NumerazioneFattura> {
    const { value, id } = await NUMERATORE_COUNTER.next(tx, key, (t, k) => this.numeratori.ensure(t, k, metadata));
    return { idNumeratore: Number(id), numero: value, anno: key.anno };
  }
}

/**
 * Runs a unit of work that may create a numerators row, once more when a concurrent transaction
 * created the same row first (the second run finds it).
 */
export function retryOnNumeratoreDuplicate<T>(run: () => Promise<T>): Promise<T> {
  return retryOnConcurrentCreation(isNumeratoreDuplicate, run);
}
