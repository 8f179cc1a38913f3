import { resolve } from 'node:path';
import { databaseUrlFromSettings } from './database-settings';
import { type LoadSheddingLimits, loadSheddingLimits } from '../http/load-shedding.middleware';

/** Everything the server reads from the environment, read once at start. */
export interface RegistroConfig {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** every Redis key the server writes starts with this */
  redisPrefix: string;
  kafkaBrokers: string[];
  publicUrl: string;
  adminPassword: string;
  /** folder of the built web app served next to the API */
  webDist: string;
  /** configuration folder (CONFIG_DIR, default ./config): gesandb.properties of the installation page */
  configDir: string;
  /** SMTP_URL (default smtp://127.0.0.1:1025, MailDev) */
  smtpUrl: string;
  /** MAIL_FROM (default "Registro <noreply@registro.local>") */
  mailFrom: string;
  /** API_SHED_MAX_IN_FLIGHT, API_SHED_EVENT_LOOP_DELAY_MS, API_SHED_RETRY_AFTER_SECONDS */
  loadShedding: LoadSheddingLimits;
}

export const REGISTRO_CONFIG = Symbol('REGISTRO_CONFIG');

export const DEFAULT_DATABASE_URL =
  'postgres://postgres@127.0.0.1:5432/registro';

function portOf(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
}

/**
 * Development and demo (anything but NODE_ENV=production): the demo's conveniences are on, such as
 * the development signing certificate and the dairy's demo source. Read at each call.
 */
export function ambienteDiSviluppo(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['NODE_ENV'] !== 'production';
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
): RegistroConfig {
  const port = portOf(env['PORT'], 3000);
  const configDir = resolve(env['CONFIG_DIR'] || 'config');
  return {
    port,
    databaseUrl: env['DATABASE_URL'] || databaseUrlFromSettings(configDir) || DEFAULT_DATABASE_URL,
    redisUrl: env['REDIS_URL'] || 'redis://127.0.0.1:6379',
    redisPrefix: env['REDIS_PREFIX'] || 'registro:',
    kafkaBrokers: (env['KAFKA_BROKERS'] ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    publicUrl: env['PUBLIC_URL'] || `http://localhost:${port}`,
    adminPassword: env['REGISTRO_ADMIN_PASSWORD'] || 'admin',
    webDist: resolve(env['WEB_DIST'] || 'dist/apps/web'),
    configDir,
    smtpUrl: env['SMTP_URL'] || 'smtp://127.0.0.1:1025',
    mailFrom: env['MAIL_FROM'] || 'Registro <noreply@registro.local>',
    loadShedding: loadSheddingLimits(env),
  };
}
