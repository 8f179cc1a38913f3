import type { NextFunction, Request, Response } from 'express';
import { ambienteDiSviluppo } from '../config/registro-config';
import { messageForStatus } from '../errors/http-messages';

/**
 * The demo's own endpoints (spec 1's test pages, such as `test/atleti`): outside production they
 * answer as any other; under NODE_ENV=production (the switch of the other demo aids, read at each
 * call) they answer 404 "Risorsa non trovata", as a path the API does not have, before any guard.
 * A module applies it with `consumer.apply(demoOnly).forRoutes(TheDemoEndpoint)`.
 */
export function demoOnly(_req: Request, res: Response, next: NextFunction): void {
  if (ambienteDiSviluppo()) {
    next();
    return;
  }
  res.status(404).json({ messaggio: messageForStatus(404) });
}
