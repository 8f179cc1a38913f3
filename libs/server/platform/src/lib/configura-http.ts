import type { NestExpressApplication } from '@nestjs/platform-express';
import { json } from 'body-parser';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { erroriCorpo } from './errors/errori-corpo.middleware';
import { profonditaCorpo } from './http/profondita-corpo.middleware';
import { correlationIdMiddleware } from './logging/correlation-id';
import { Metriche } from './metrics/metriche';
import { misuraRichieste } from './metrics/misura-richieste.middleware';

export const LIMITE_CORPO = '1mb';

/** Calls whose body carries a whole file as base64 (templates, PDFs to print or sign). */
export const LIMITE_CORPO_FILE = '25mb';
export const PERCORSI_CORPO_FILE = ['/api/printreporttipi/upload', '/api/print/createreport', '/api/allegati', '/api/sign'];

/**
 * The HTTP conventions of every Registro API process. Call it before `init()`/`listen()` on an
 * app created with `{ bodyParser: false }`: correlation id first, then metrics, body parsing with
 * Italian errors, the /api prefix (except /metrics) and the OpenAPI document at /api/docs.
 */
function nonMemorizzare(_req: unknown, res: { setHeader(nome: string, valore: string): void }, next: () => void): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

export function configuraHttp(app: NestExpressApplication): void {
  app.use(correlationIdMiddleware);
  app.use(misuraRichieste(app.get(Metriche)));
  // answers depend on the session and change under it: never cached, never 304 (a 304 reaching
  // the web client was read as a failed session check and signed the user out)
  app.set('etag', false);
  app.use('/api', nonMemorizzare);
  app.use(PERCORSI_CORPO_FILE, json({ limit: LIMITE_CORPO_FILE }));
  app.useBodyParser('json', { limit: LIMITE_CORPO });
  app.useBodyParser('urlencoded', {
    limit: LIMITE_CORPO,
    extended: false,
    parameterLimit: 1000,
  });
  app.use(erroriCorpo);
  app.use(profonditaCorpo);
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
