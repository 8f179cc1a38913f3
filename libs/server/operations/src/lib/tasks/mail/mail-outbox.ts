import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Email } from '@registro/server-platform';
import type { Transaction } from '@registro/server-event-store';
import { PG_POOL } from '@registro/server-platform';

export interface QueuedEmail {
  id: string;
  email: Email;
  tentativi: number;
}

/** After this many failed attempts an e-mail is no longer retried (it stays, with its error). */
export const TENTATIVI_MASSIMI = 10;

/**
 * The outbox (`mail_outbox`): an e-mail that need not leave inside the request's transaction is
 * queued here (in that transaction, so it exists only if the change committed) and the
 * InvioEmailInCodaHandler task sends it, retrying with a growing pause.
 */
@Injectable()
export class MailOutbox {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async enqueue(email: Email, tx?: Transaction): Promise<string> {
    const { rows } = await (tx ?? this.pool).query<{ id: string }>(`INSERT INTO mail_outbox (email) VALUES ($1) RETURNING id`, [
      JSON.stringify(email),
    ]);
    return rows[0].id;
  }

  /** The e-mails due now, oldest first. */
  async pending(limite = 100): Promise<QueuedEmail[]> {
    const { rows } = await this.pool.query<{ id: string; email: Email; tentativi: number }>(
      `SELECT id, email, tentativi FROM mail_outbox
        WHERE inviata_il IS NULL AND tentativi < $2 AND prossimo_tentativo <= now()
        ORDER BY id LIMIT $1`,
      [limite, TENTATIVI_MASSIMI],
    );
    return rows;
  }

  async inviata(id: string): Promise<void> {
    await this.pool.query(`UPDATE mail_outbox SET inviata_il = now(), tentativi = tentativi + 1, ultimo_errore = NULL WHERE id = $1`, [id]);
  }

  /** Next attempt after 2^tentativi minutes (1, 2, 4... capped at a day). */
  async fallita(id: string, error: string): Promise<void> {
    await this.pool.query(
      `UPDATE mail_outbox SET tentativi = tentativi + 1, ultimo_errore = $2,
         prossimo_tentativo = now() + least(make_interval(mins => power(2, tentativi)::int), interval '1 day')
       WHERE id = $1`,
      [id, error.slice(0, 1000)],
    );
  }
}
