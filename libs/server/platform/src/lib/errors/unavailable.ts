/** Socket errors of a dependency that is down or restarting (PostgreSQL, Redis). */
const CODICI_RETE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs of a server going away or not accepting connections: class 08
 * (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many
 * connections).
 */
const SQLSTATE_INDISPONIBILE = /^(08\d{3}|57P0[123]|53300)$/;

/** What node-postgres and ioredis say when their connection dropped or never came. */
const MESSAGGI_INDISPONIBILE = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Connection is closed',
  'Client has encountered a connection error',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
];

/**
 * Whether an error means a dependency of the api is unavailable for now (the answer is 503 with
 * a messaggio: the client may retry), rather than a bug (500).
 */
export function isDependencyUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (CODICI_RETE.has(e.code) || SQLSTATE_INDISPONIBILE.test(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && MESSAGGI_INDISPONIBILE.some((m) => (e.message as string).includes(m))) return true;
  return e.cause !== undefined && e.cause !== error && isDependencyUnavailable(e.cause);
}
