import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { RispostaErrore } from '@registro/contracts';
import { HttpError } from './http-errors';
import {
  BODY_MESSAGES,
  CONFLICT_MESSAGE,
  UNAVAILABLE_MESSAGE,
  messageForStatus,
} from './http-messages';
import { isDependencyUnavailable } from './unavailable';
import { invalidValueMessage } from '../database/invalid-value';
import { correlationIdOf } from '../logging/correlation-id';
import { maskToken } from '../logging/logger.options';

interface Risposta {
  status: number;
  body: RispostaErrore & Record<string, unknown>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Every failed request answers `{ messaggio }` in Italian. Bad input is a 4xx; anything unexpected
 * is a 500 with a generic messaggio and the correlation id under which the error was logged; a
 * dependency that is down (PostgreSQL, Redis) is a 503 the client may retry.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errori');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      this.logger.error(exception);
      return;
    }
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const correlationId = correlationIdOf(req);
    const { status, body } = this.answer(exception, correlationId);
    if (status >= 500) {
      this.logger.error({
        msg: `Errore non gestito (correlationId ${correlationId})`,
        err: exception,
        correlationId,
        method: req.method,
        url: maskToken(req.originalUrl),
      });
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json(body);
  }

  private answer(exception: unknown, correlationId: string): Risposta {
    if (exception instanceof HttpError) {
      return {
        status: exception.getStatus(),
        body: exception.getResponse() as Risposta['body'],
      };
    }
    if (exception instanceof Error && exception.name === 'ConcurrencyError') {
      return { status: 409, body: { messaggio: CONFLICT_MESSAGE } };
    }
    const valoreNonAmmesso = invalidValueMessage(exception);
    if (valoreNonAmmesso) {
      return { status: 400, body: { messaggio: valoreNonAmmesso } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (
        status < 500 &&
        isObject(response) &&
        typeof response['messaggio'] === 'string'
      ) {
        return { status, body: response as Risposta['body'] };
      }
      return this.perStato(status, correlationId);
    }
    if (isObject(exception)) {
      // errors of body-parser and other express middleware carry their own status
      const corpo =
        typeof exception['type'] === 'string'
          ? BODY_MESSAGES[exception['type']]
          : undefined;
      if (corpo)
        return this.perStato(corpo.status, correlationId, corpo.messaggio);
      const status = Number(exception['status'] ?? exception['statusCode']);
      if (status >= 400 && status < 500)
        return this.perStato(status, correlationId);
    }
    if (isDependencyUnavailable(exception))
      return this.perStato(503, correlationId, UNAVAILABLE_MESSAGE);
    return this.perStato(500, correlationId);
  }

  private perStato(
    status: number,
    correlationId: string,
    messaggio = messageForStatus(status),
  ): Risposta {
    return status >= 500
      ? { status, body: { messaggio, correlationId } }
      : { status, body: { messaggio } };
  }
}
