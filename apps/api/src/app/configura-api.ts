import type { NestExpressApplication } from '@nestjs/platform-express';
import { configuraHttp, type RegistroConfig } from '@registro/server-platform';
import { sicurezza } from './sicurezza';
import { serviWebApp } from './web-app';

/** Everything between creating the API app and listening; createTestApp uses it as well. */
export function configuraApi(
  app: NestExpressApplication,
  config: RegistroConfig,
): void {
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.use(sicurezza());
  configuraHttp(app);
  serviWebApp(app, config.webDist);
}
