import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { static as serveStatic, type NextFunction, type Request, type Response } from 'express';

/** Paths the web app never owns: the API, its docs, metrics. */
const SERVER_PATHS = /^\/(api|metrics)(\/|$)/;
/** A request for a file (script, image, font): never answered with the SPA's index.html. */
const FILE = /\.[A-Za-z0-9]+$/;

/**
 * Serves the built web app from `webDist`; every other GET that wants a page gets its index.html,
 * so the client router handles deep links. Anything else outside /api and /metrics is a 404 with
 * a messaggio. Returns whether the web app was found.
 */
export function serveWebApp(
  app: NestExpressApplication,
  webDist: string,
): boolean {
  const index = join(webDist, 'index.html');
  const costruita = existsSync(index);
  // mounted behind the path test: an API request never costs a file-system lookup
  const file = costruita ? serveStatic(webDist, { index: false, maxAge: '1h' }) : null;
  const pageOr404 = (req: Request, res: Response) => {
    const pagina =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !FILE.test(req.path) &&
      req.accepts('html');
    if (costruita && pagina) {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
      return;
    }
    res.status(404).json({ messaggio: 'Risorsa non trovata' });
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (SERVER_PATHS.test(req.path)) next();
    else if (file) file(req, res, (err?: unknown) => (err ? next(err) : pageOr404(req, res)));
    else pageOr404(req, res);
  });
  return costruita;
}
