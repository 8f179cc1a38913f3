import { HttpException, HttpStatus } from '@nestjs/common';

/** One message as is; a list joined with '#' and closed by '#': "Primo errore#Secondo errore#". */
export function uniscimessaggi(messaggi: string | string[]): string {
  return Array.isArray(messaggi)
    ? messaggi.map((m) => `${m}#`).join('')
    : messaggi;
}

/**
 * An error the client is meant to read: the body is `{ messaggio, ...extra }` (extra carries
 * fields some answers need, e.g. `tipoErrore` of a failed sign-in).
 */
export abstract class ErroreHttp extends HttpException {
  readonly messaggio: string;

  protected constructor(
    status: HttpStatus,
    messaggi: string | string[],
    extra: Record<string, unknown> = {},
  ) {
    const messaggio = uniscimessaggi(messaggi);
    super({ ...extra, messaggio }, status);
    this.messaggio = messaggio;
  }
}

/** 400: the request is wrong (validation, impossible values). */
export class ErroreRichiesta extends ErroreHttp {
  constructor(messaggi: string | string[], extra?: Record<string, unknown>) {
    super(HttpStatus.BAD_REQUEST, messaggi, extra);
  }
}

/** 401: no valid session. */
export class ErroreNonAutenticato extends ErroreHttp {
  constructor(
    messaggi: string | string[] = 'Sessione non valida o scaduta',
    extra?: Record<string, unknown>,
  ) {
    super(HttpStatus.UNAUTHORIZED, messaggi, extra);
  }
}

/** 403: signed in, but not allowed. */
export class ErrorePermesso extends ErroreHttp {
  constructor(
    messaggi: string | string[] = 'Accesso negato',
    extra?: Record<string, unknown>,
  ) {
    super(HttpStatus.FORBIDDEN, messaggi, extra);
  }
}

/** 404: the resource does not exist. */
export class ErroreNonTrovato extends ErroreHttp {
  constructor(
    messaggi: string | string[] = 'Risorsa non trovata',
    extra?: Record<string, unknown>,
  ) {
    super(HttpStatus.NOT_FOUND, messaggi, extra);
  }
}

/** 409: the resource changed meanwhile, or the request clashes with existing data. */
export class ErroreConflitto extends ErroreHttp {
  constructor(messaggi: string | string[], extra?: Record<string, unknown>) {
    super(HttpStatus.CONFLICT, messaggi, extra);
  }
}
