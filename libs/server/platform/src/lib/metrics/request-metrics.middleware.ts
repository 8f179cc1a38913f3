import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

/** Observes every request's duration, labelled by the route pattern (not the raw url). */
export function measureRequests(metriche: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const fine = metriche.durataRichieste.startTimer();
    res.once('finish', () => {
      const route = req.route?.path
        ? `${req.baseUrl}${String(req.route.path)}`
        : 'nessuna';
      fine({ method: req.method, route, status_code: String(res.statusCode) });
    });
    next();
  };
}
