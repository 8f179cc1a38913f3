import { createServer, type Server } from 'node:http';
import type { HealthCheck, Metrics } from '@registro/server-platform';

/**
 * The worker's only HTTP surface: GET /api/health (200/503, as the API's) and GET /metrics.
 * Plain node:http: the worker has no controllers, guards or body parsing.
 */
export function serverSalute(
  salute: HealthCheck,
  metriche: Metrics,
): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = (status: number, contentType: string, body: string) => {
      res.writeHead(status, { 'Content-Type': contentType });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const json = (status: number, body: unknown) =>
      answer(status, 'application/json; charset=utf-8', JSON.stringify(body));

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      json(405, { messaggio: 'Metodo non consentito' });
      return;
    }
    if (path === '/api/health') {
      salute.check().then(
        (stato) => json(stato.status === 'ok' ? 200 : 503, stato),
        () =>
          json(503, { status: 'error', messaggio: 'Servizio non disponibile' }),
      );
      return;
    }
    if (path === '/metrics') {
      metriche.testo().then(
        (text) => answer(200, metriche.contentType(), text),
        () => json(500, { messaggio: 'Errore interno del server' }),
      );
      return;
    }
    json(404, { messaggio: 'Risorsa non trovata' });
  });
}
