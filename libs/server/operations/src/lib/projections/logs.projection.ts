import { Injectable } from '@nestjs/common';
import { pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { AsyncProjection } from '@registro/server-platform';
import { idRisorsa, logEntry } from './log-entry';

/**
 * The section of a stream type whose events belong to another section's records: a user's
 * sign-in records, in `signins-<userId>` since issue 10, are logged under `users` (the id stays
 * the user's).
 */
const SEZIONE_DEL_TIPO: ReadonlyMap<string, string> = new Map([['signins', 'users']]);

const testo = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function idGruppo(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** Every event becomes one row of `logs`; one multi-row INSERT per batch, pipelined (its answer is not read: the checkpoint's write goes out behind it). */
@Injectable()
@AsyncProjection()
export class LogsProjection implements Projection {
  readonly name = 'logs';
  readonly eventTypes = ['*'];

  async apply(tx: Transaction, events: RecordedEvent[]): Promise<void> {
    if (!events.length) return;
    const righe = events.map((e) => {
      const voce = logEntry(e);
      const m = e.metadata ?? {};
      return {
        global_position: e.globalPosition,
        data_ora: e.recordedAt,
        stato: voce.stato,
        sezione: SEZIONE_DEL_TIPO.get(e.streamType) ?? e.streamType,
        descrizione_evento: voce.descrizioneEvento,
        operation: voce.operation,
        username: testo(m.userName),
        id_gruppo: idGruppo(m['idGruppo'] ?? m['groupId']),
        ip: testo(m.ip),
        user_agent: testo(m.userAgent),
        id_risorsa: idRisorsa(e),
      };
    });
    pipelineWrite(
      tx,
      `INSERT INTO logs (global_position, data_ora, stato, sezione, descrizione_evento, operation,
                         username, id_gruppo, ip, user_agent, id_risorsa)
       SELECT global_position, data_ora, stato, sezione, descrizione_evento, operation,
              username, id_gruppo, ip, user_agent, id_risorsa
         FROM jsonb_to_recordset($1::jsonb) AS r(
              global_position bigint, data_ora timestamptz, stato text, sezione text,
              descrizione_evento text, operation text, username text, id_gruppo integer,
              ip text, user_agent text, id_risorsa text)
       ON CONFLICT (global_position) DO NOTHING`,
      [JSON.stringify(righe)],
    );
  }

  async reset(tx: Transaction): Promise<void> {
    await tx.query('TRUNCATE logs RESTART IDENTITY');
  }
}
