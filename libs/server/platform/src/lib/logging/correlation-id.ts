import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORRELATION_HEADER = 'x-correlation-id';

/** A client-supplied id is kept only when it is short and plain (it ends up in logs). */
const VALID_ID = /^[A-Za-z0-9._:-]{1,100}$/;

type WithCorrelation = IncomingMessage & {
  correlationId?: string;
  id?: unknown;
};

/**
 * The request's correlation id: the x-correlation-id header when valid, else a new uuid. Stored on
 * the request and echoed in the response header; pino-http uses it as the log's `req.id`.
 */
export function ensureCorrelationId(
  req: IncomingMessage,
  res?: ServerResponse,
): string {
  const r = req as WithCorrelation;
  if (!r.correlationId) {
    const header = req.headers[CORRELATION_HEADER];
    r.correlationId =
      typeof header === 'string' && VALID_ID.test(header)
        ? header
        : randomUUID();
  }
  if (res && !res.headersSent)
    res.setHeader(CORRELATION_HEADER, r.correlationId);
  return r.correlationId;
}

export function correlationIdOf(req: IncomingMessage): string {
  return ensureCorrelationId(req);
}

/** Express middleware: first in the chain, so even body-parser failures carry the id. */
export function correlationIdMiddleware(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): void {
  ensureCorrelationId(req, res);
  next();
}
