import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { pipelineWrite, type Transaction } from '@registro/server-event-store';
import { UnprocessableEntityError } from '../errors/http-errors';

/** Who asks to create what, and the `Idempotency-Key` of the request (none: no idempotency). */
export interface IdempotentRequest {
  key: string | undefined;
  /** the acting user's id (the event metadata's `userId`; none for system processes) */
  userId: string | number | undefined;
  /** what is created, e.g. 'fatture': the same key may not be reused for another resource */
  resource: string;
  /** the request body: a repeat of the key must send the same one */
  body: unknown;
}

const impronta = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? null)).digest('base64url');

/**
 * A create made safe to retry: the key is recorded in the caller's transaction with the id it
 * created, so a repeat of the same key by the same user answers that id and writes nothing.
 * A repeat with another body, or for another resource, is 422 (the client reused a key by mistake).
 * Concurrent repeats serialise on a transaction advisory lock of (user, key): the second waits
 * for the first to commit (or roll back) and then reads its id (or creates).
 */
@Injectable()
export class IdempotentCreation {
  async create(
    tx: Transaction,
    { key, userId, resource, body }: IdempotentRequest,
    createNew: () => Promise<number>,
  ): Promise<number> {
    if (key === undefined) return createNew();
    const idUtente = String(userId ?? '');
    const improntaCorpo = impronta(body);
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtext('richieste_idempotenti'), hashtext($1 || ':' || $2))`,
      [idUtente, key],
    );
    const { rows } = await tx.query<{ risorsa: string; impronta: string; id_risultato: number }>(
      `SELECT risorsa, impronta, id_risultato FROM richieste_idempotenti
       WHERE utente = $1 AND chiave = $2 AND creato_il >= now() - interval '24 hours'`,
      [idUtente, key],
    );
    if (rows[0]) {
      if (rows[0].risorsa !== resource)
        throw new UnprocessableEntityError(
          "Chiave di idempotenza già usata per un'altra operazione",
        );
      if (rows[0].impronta !== improntaCorpo)
        throw new UnprocessableEntityError('Chiave di idempotenza già usata con dati diversi');
      return rows[0].id_risultato;
    }
    const id = await createNew();
    // expired keys go here rather than in a scheduled job; SKIP LOCKED: a create never waits on the purge
    pipelineWrite(
      tx,
      `DELETE FROM richieste_idempotenti WHERE ctid IN (
         SELECT ctid FROM richieste_idempotenti WHERE creato_il < now() - interval '24 hours' LIMIT 100 FOR UPDATE SKIP LOCKED)`,
    );
    pipelineWrite(
      tx,
      `INSERT INTO richieste_idempotenti (utente, chiave, risorsa, impronta, id_risultato) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (utente, chiave) DO UPDATE SET risorsa = excluded.risorsa, impronta = excluded.impronta,
         id_risultato = excluded.id_risultato, creato_il = excluded.creato_il`,
      [idUtente, key, resource, improntaCorpo, id],
    );
    return id;
  }
}
