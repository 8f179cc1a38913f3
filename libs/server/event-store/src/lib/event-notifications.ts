import { Client, type Pool } from 'pg';

/** The channel the events table's trigger notifies when an appending transaction commits. */
export const EVENTS_CHANNEL = 'registro_events';

export interface EventsListener {
  close(): Promise<void>;
}

/**
 * LISTENs on a dedicated connection (not taken from the pool, so it never starves it) opened
 * with the pool's settings. `onFailure` is called if the connection drops; polling still runs.
 */
export async function listenForEvents(
  pool: Pool,
  idleInTransactionTimeoutMs: number,
  onNotification: () => void,
  onFailure: (error: Error) => void,
): Promise<EventsListener> {
  const timeout = `-c idle_in_transaction_session_timeout=${Math.floor(idleInTransactionTimeoutMs)}`;
  const client = new Client({
    ...pool.options,
    options: [pool.options.options, timeout].filter(Boolean).join(' '),
  });
  client.on('error', onFailure);
  client.on('notification', onNotification);
  await client.connect();
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  return {
    async close() {
      client.off('error', onFailure);
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    },
  };
}
