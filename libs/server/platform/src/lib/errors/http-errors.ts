
/** One message as is; a list joined with '#' and closed by '#': "Primo errore#Secondo errore#". */
export function joinMessages(messaggi: string | string[]): string {
  return Array.isArray(messaggi)
    ? messaggi.map((m) => `${m}#`).join('')
    : messaggi;
}

/**
 * An error the client is meant to read: the body is `{ messaggio, ...extra }` (extra carries
 * fields some answers need, e.g. `tipoErrore` of a failed sign-in). Plain errors without Nest, so
 * that domain code may throw them (`@registro/server-platform/errors`); the API's exception filter
 * answers with their status and body.
 */
export abstract class HttpError extends Error {
  readonly messaggio: string;
  private readonly body: Record<string, unknown>;

  protected constructor(
    private readonly status: number,
    messaggi: string | string[],
    extra: Record<string, unknown> = {},
  ) {
    const messaggio = joinMessages(messaggi);
    super(messaggio);
    this.name = new.target.name;
    this.messaggio = messaggio;
    this.body = { ...extra, messaggio };
  }

  getStatus(): number {
    return this.status;
  }

  getResponse(): Record<string, unknown> {
    return this.body;
  }
}

/** 400: the request is wrong (validation, impossible values). */
export class BadRequestError extends HttpError {
  constructor(messaggi: string | string[], extra?: Record<string, unknown>) {
    super(400, messaggi, extra);
  }
}

/** 401: no valid session. */
export class UnauthenticatedError extends HttpError {
  constructor(
    messaggi: string | string[] = 'Sessione non valida o scaduta',
    extra?: Record<string, unknown>,
  ) {
    super(401, messaggi, extra);
  }
}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends HttpError {
  constructor(
    messaggi: string | string[] = 'Accesso negato',
    extra?: Record<string, unknown>,
  ) {
    super(403, messaggi, extra);
  }
}

/** 404: the resource does not exist. */
export class NotFoundError extends HttpError {
  constructor(
    messaggi: string | string[] = 'Risorsa non trovata',
    extra?: Record<string, unknown>,
  ) {
    super(404, messaggi, extra);
  }
}

/** 409: the resource changed meanwhile, or the request clashes with existing data. */
export class ConflictError extends HttpError {
  constructor(messaggi: string | string[], extra?: Record<string, unknown>) {
    super(409, messaggi, extra);
  }
}

/** 413: the upload or body is larger than allowed. */
export class PayloadTooLargeError extends HttpError {
  constructor(messaggi: string | string[], extra?: Record<string, unknown>) {
    super(413, messaggi, extra);
  }
}

/** 422: the request is well formed but its data cannot be processed (e.g. an invoice the SDI would refuse). */
export class UnprocessableEntityError extends HttpError {
  constructor(messaggi: string | string[], extra?: Record<string, unknown>) {
    super(422, messaggi, extra);
  }
}

/** 503: a service the request needs does not answer now (queue, Redis, the print worker). */
export class ServiceUnavailableError extends HttpError {
  constructor(messaggi: string | string[], extra?: Record<string, unknown>) {
    super(503, messaggi, extra);
  }
}
