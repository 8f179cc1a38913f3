import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { ensureCorrelationId } from './correlation-id';

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, unknown>;
}

const SILENZIOSI = new Set(['/metrics', '/api/health']);

/**
 * The query string keeps its keys but loses the value of authToken (a live session token) and of
 * password (the installation page's connection test sends the settings as query).
 */
export function maskToken(url: string | undefined): string | undefined {
  return url?.replace(/([?&](?:authToken|password)=)[^&]*/gi, '$1[nascosto]');
}

/** pino-http: one JSON line per request with its correlation id; no tokens, no passwords. */
export function loggerOptions(
  env: NodeJS.ProcessEnv = process.env,
  destination?: DestinationStream,
): Params {
  const level =
    env['LOG_LEVEL'] || (env['NODE_ENV'] === 'test' ? 'silent' : 'info');
  const options: Options = {
    level,
    genReqId: (req: IncomingMessage, res: ServerResponse) =>
      ensureCorrelationId(req, res),
    autoLogging: {
      ignore: (req: IncomingMessage) =>
        SILENZIOSI.has((req.url ?? '').split('?')[0] ?? ''),
    },
    // only what an operator needs: no headers (authorization), no query object (authToken)
    serializers: {
      req: (req: SerializedRequest) => ({
        id: req.id,
        method: req.method,
        url: maskToken(req.url),
        remoteAddress: req.remoteAddress,
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.query.authToken',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.adminPassword',
        '*.client_secret',
        '*.access_token',
      ],
      censor: '[nascosto]',
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
