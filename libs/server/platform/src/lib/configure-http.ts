import type { NestExpressApplication } from '@nestjs/platform-express';
import { json } from 'body-parser';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { bodyErrors } from './errors/body-errors.middleware';
import { bodyDepth } from './http/body-depth.middleware';
import { answerClientError } from './http/client-error';
import { wellFormedBody } from './http/well-formed-body.middleware';
import { correlationIdMiddleware } from './logging/correlation-id';
import { Metrics } from './metrics/metrics';
import { measureRequests } from './metrics/request-metrics.middleware';

export const BODY_LIMIT = '1mb';

/** Calls whose body carries a whole file as base64 (templates, PDFs to print or sign). */
export const FILE_BODY_LIMIT = '25mb';
export const FILE_BODY_PATHS = ['/api/printreporttipi/upload', '/api/print/createreport', '/api/allegati', '/api/sign'];

/**
 * The HTTP conventions of every Registro API process. Call it before `init()`/`listen()` on an
 * app created with `{ bodyParser: false }`: correlation id first, then metrics, body parsing with
 * Italian errors (and the HTTP parser's own refusals), the /api prefix (except /metrics) and the
 * OpenAPI document at /api/docs.
 */
function nonMemorizzare(_req: unknown, res: { setHeader(nome: string, value: string): void }, next: () => void): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

export function configureHttp(app: NestExpressApplication): void {
  app.use(correlationIdMiddleware);
  app.use(measureRequests(app.get(Metrics)));
  // answers depend on the session and change under it: never cached, never 304 (a 304 reaching
  // the web client was read as a failed session check and signed the user out)
  app.set('etag', false);
  app.use('/api', nonMemorizzare);
  app.getHttpServer().on('clientError', answerClientError);
  app.use(FILE_BODY_PATHS, json({ limit: FILE_BODY_LIMIT }));
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', {
    limit: BODY_LIMIT,
    extended: false,
    parameterLimit: 1000,
  });
  app.use(bodyErrors);
  app.use(bodyDepth);
  app.use(wellFormedBody);
  app.setGlobalPrefix('api', { exclude: ['metrics'] });

  const documento = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Registro API')
      .setDescription(
        'API del back-office Registro. Errori: { messaggio } con i messaggi separati da #.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, documento, {
    jsonDocumentUrl: 'api/docs-json',
  });
}
