import type { NextFunction, Request, Response } from 'express';
import { HttpException } from '@nestjs/common';
import { BODY_MESSAGES } from './http-messages';

/**
 * Express error middleware placed right after the body parsers: turns their errors (malformed
 * JSON, body too large, bad charset) into Italian 4xx answers before Nest sees them.
 */
export function bodyErrors(
  err: unknown,
  _req: Request,
  _res: Response,
  next: NextFunction,
): void {
  const type = (err as { type?: unknown } | null)?.type;
  const corpo = typeof type === 'string' ? BODY_MESSAGES[type] : undefined;
  next(
    corpo
      ? new HttpException({ messaggio: corpo.messaggio }, corpo.status)
      : err,
  );
}
