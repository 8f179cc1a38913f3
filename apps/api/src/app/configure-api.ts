import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureHttp, LoadShedding, Metrics, type RegistroConfig } from '@registro/server-platform';
import { mountDevelopmentIdp } from '@registro/server-spid';
import { GracefulShutdown } from './graceful-shutdown';
import { securityHeaders } from './security-headers';
import { serveWebApp } from './web-app';

/**
 * Everything between creating the API app and listening (or init); createTestApp uses it as well.
 * Returns the graceful shutdown's state, whose middleware sees every request first.
 */
export function configureApi(
  app: NestExpressApplication,
  config: RegistroConfig,
): GracefulShutdown {
  const arresto = new GracefulShutdown();
  app.use(arresto.middleware);
  // overload answered, not queued: 503 + Retry-After before any other work (docs/reliability.md)
  const sovraccarico = new LoadShedding(config.loadShedding, app.get(Metrics));
  app.use(sovraccarico.middleware);
  app.getHttpServer().once('close', () => sovraccarico.stop());
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.use(securityHeaders());
  configureHttp(app);
  // the development SPID IdP at /spid-test-idp (SPID_TEST_IDP): before the SPA fallback and init
  if (mountDevelopmentIdp(app))
    new Logger('Spid').log(
      `IdP SPID di sviluppo su ${config.publicUrl}/spid-test-idp (SPID_TEST_IDP)`,
    );
  serveWebApp(app, config.webDist);
  return arresto;
}
