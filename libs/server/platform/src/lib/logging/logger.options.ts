import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { destination as pinoDestination, type DestinationStream } from 'pino';
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

/**
 * Standard output, buffered: a write to a pipe or socket costs about 0.4 ms on a small node, more
 * than a list request's own work, so lines go out 4 KiB at a time and at least every 250 ms. pino
 * flushes the buffer when the process exits; a `kill -9` loses at most that buffer.
 */
export function bufferedStdout(): DestinationStream {
  const uscita = pinoDestination({ dest: 1, minLength: 4096, sync: false });
  const svuota = setInterval(() => {
    try {
      uscita.flush();
    } catch {
      clearInterval(svuota); // ended with the process
    }
  }, 250);
  svuota.unref();
  return uscita;
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
    // LOG_REQUESTS=false: no line per request (an ingress or proxy in front already logs them)
    autoLogging: env['LOG_REQUESTS'] === 'false' ? false : {
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
  const uscita = destination ?? (level === 'silent' ? undefined : bufferedStdout());
  return { pinoHttp: uscita ? [options, uscita] : options };
}
