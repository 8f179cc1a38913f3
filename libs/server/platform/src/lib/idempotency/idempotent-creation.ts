import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { UnprocessableEntityError } from '../errors/http-errors';

/** Who asks to create what, and the `Idempotency-Key` of the request (none: no idempotency). */
export interface IdempotentRequest {
  chiave: string | undefined;
  /** the acting user's id (the event metadata's `userId`; none for system processes) */
  utente: string | number | undefined;
  /** what is created, e.g. 'fatture': the same key may not be reused for another resource */
  risorsa: string;
  /** the request body: a repeat of the key must send the same one */
  corpo: unknown;
}

const impronta = (corpo: unknown) => createHash('sha256').update(JSON.stringify(corpo ?? null)).digest('base64url');

/**
 * A create made safe to retry: the key is recorded in the caller's transaction with the id it
 * created, so a repeat of the same key by the same user answers that id and writes nothing.
 * A repeat with another body, or for another resource, is 422 (the client reused a key by mistake).
 * Concurrent repeats serialise on a transaction advisory lock of (user, key): the second waits
 * for the first to commit (or roll back) and then reads its id (or creates).
 */
@Injectable()
export class IdempotentCreation {
  async crea(
    tx: Transaction,
    { chiave, utente, risorsa, corpo }: IdempotentRequest,
    creaNuovo: () => Promise<number>,
  ): Promise<number> {
    if (chiave === undefined) return creaNuovo();
    const idUtente = String(utente ?? '');
    const improntaCorpo = impronta(corpo);
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtext('richieste_idempotenti'), hashtext($1 || ':' || $2))`,
      [idUtente, chiave],
    );
    const { rows } = await tx.query<{ risorsa: string; impronta: string; id_risultato: number }>(
      `SELECT risorsa, impronta, id_risultato FROM richieste_idempotenti
       WHERE utente = $1 AND chiave = $2 AND creato_il >= now() - interval '24 hours'`,
      [idUtente, chiave],
    );
    if (rows[0]) {
      if (rows[0].risorsa !== risorsa)
        throw new UnprocessableEntityError(
          "Chiave di idempotenza già usata per un'altra operazione",
        );
      if (rows[0].impronta !== improntaCorpo)
        throw new UnprocessableEntityError('Chiave di idempotenza già usata con dati diversi');
      return rows[0].id_risultato;
    }
    const id = await creaNuovo();
    // expired keys go here rather than in a scheduled job; SKIP LOCKED: a create never waits on the purge
    await tx.query(
      `DELETE FROM richieste_idempotenti WHERE ctid IN (
         SELECT ctid FROM richieste_idempotenti WHERE creato_il < now() - interval '24 hours' LIMIT 100 FOR UPDATE SKIP LOCKED)`,
    );
    await tx.query(
      `INSERT INTO richieste_idempotenti (utente, chiave, risorsa, impronta, id_risultato) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (utente, chiave) DO UPDATE SET risorsa = excluded.risorsa, impronta = excluded.impronta,
         id_risultato = excluded.id_risultato, creato_il = excluded.creato_il`,
      [idUtente, chiave, risorsa, improntaCorpo, id],
    );
    return id;
  }
}
