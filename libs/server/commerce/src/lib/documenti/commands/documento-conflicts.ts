import { ConcurrencyError } from '@registro/server-event-store';
import { ConflictError, isUniqueViolation } from '@registro/server-platform';

export const DOCUMENTO_MODIFICATO_DA_ALTRI = 'Il documento è stato modificato da un altro utente: ricaricare';

/** Runs a save, turning a concurrent write or a number already taken into an Italian 409. */
export async function withDocumentoConflicts<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ConcurrencyError) throw new ConflictError(DOCUMENTO_MODIFICATO_DA_ALTRI);
    if (isUniqueViolation(e, 'documenti_commerciali_numero_idx')) throw new ConflictError('Numero documento già assegnato: riprovare il salvataggio');
    throw e;
  }
}
