import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, type INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import Redis from 'ioredis';
import request from 'supertest';
import { REDIS, REGISTRO_CONFIG, RegistroExpressAdapter } from '@registro/server-platform';
import { loadSpidConfig, type SpidConfig } from '../lib/config/spid-config';
import {
  SPID_SIGN_IN,
  type SpidSignInIdentity,
  type SpidSignIn,
} from '../lib/nest/spid-sign-in.port';
import { SpidModule } from '../lib/nest/spid.module';
import { testKeys } from '../testing/test-keys';
import { TestIdp } from '../testing/test-idp';

export const PUBLIC_URL = 'http://localhost:3000';
export const ACS = `${PUBLIC_URL}/api/spid/acs`;
export const ENTITY_ID = `${PUBLIC_URL}/api/spid/metadata`;

/**
 * Stands in for the identity context in this library's tests: records every call, signs in
 * RSSMRA80A01H501U only.
 */
export class FakeSpidSignIn implements SpidSignIn {
  readonly accessi: { cf: string; identity: SpidSignInIdentity }[] = [];
  readonly sessioniChiuse: string[] = [];
  codiciFiscaliNoti = new Set(['RSSMRA80A01H501U']);

  async signInWithFiscalCode(cf: string, identity: SpidSignInIdentity) {
    this.accessi.push({ cf, identity });
    return this.codiciFiscaliNoti.has(cf)
      ? { code: `codice-${this.accessi.length}` }
      : { errore: 'Nessun utente è associato a questo codice fiscale.' };
  }

  async endSpidSession(spidSession: string) {
    this.sessioniChiuse.push(spidSession);
  }
}

export interface SpidTestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  idp: TestIdp;
  config: SpidConfig;
  identita: FakeSpidSignIn;
  redis: Redis;
  prefix: string;
  close(): Promise<void>;
}

/**
 * SpidModule in a Nest testing module on real Redis (unique key prefix), with the test IdP's
 * metadata written in a temporary SPID_IDP_METADATA_DIR and test keys generated once.
 */
export async function createSpidTestApp(
  env: Record<string, string> = {},
  primaDiInit: (app: INestApplication) => void = () => undefined,
): Promise<SpidTestApp> {
  const cartella = mkdtempSync(join(tmpdir(), 'registro-spid-'));
  const chiaviSp = testKeys('sp');
  writeFileSync(join(cartella, 'sp-key.pem'), chiaviSp.keyPem);
  writeFileSync(join(cartella, 'sp-cert.pem'), chiaviSp.certPem);
  const idp = new TestIdp(
    'https://idp.test.registro.invalid',
    testKeys('idp'),
    'IdP di prova',
  );
  const metadataDir = join(cartella, 'idp-metadata');
  mkdirSync(metadataDir);
  writeFileSync(join(metadataDir, 'idp-di-prova.xml'), idp.metadata());
  const config = loadSpidConfig({
    PUBLIC_URL,
    SPID_KEY_FILE: join(cartella, 'sp-key.pem'),
    SPID_CERT_FILE: join(cartella, 'sp-cert.pem'),
    SPID_IDP_METADATA_DIR: metadataDir,
    SPID_DATA_DIR: join(cartella, 'data'),
    SPID_TEST_IDP: 'false',
    ...env,
  });
  const prefix = `registro-test-spid-${process.pid}-${Date.now()}:`;
  const redis = new Redis('redis://127.0.0.1:6379', {
    maxRetriesPerRequest: 3,
  });
  const identita = new FakeSpidSignIn();

  @Global()
  @Module({
    providers: [
      {
        provide: REGISTRO_CONFIG,
        useValue: { publicUrl: PUBLIC_URL, redisPrefix: prefix },
      },
      { provide: REDIS, useValue: redis },
      { provide: SPID_SIGN_IN, useValue: identita },
    ],
    exports: [REGISTRO_CONFIG, REDIS, SPID_SIGN_IN],
  })
  class PiattaformaDiTest {}

  const moduleRef = await Test.createTestingModule({
    imports: [PiattaformaDiTest, SpidModule.forRoot({ config })],
  }).compile();
  const app = moduleRef.createNestApplication(new RegistroExpressAdapter(), { logger: false });
  app.setGlobalPrefix('api');
  primaDiInit(app);
  await app.init();
  return {
    app,
    http: request(app.getHttpServer()),
    idp,
    config,
    identita,
    redis,
    prefix,
    async close() {
      await app.close();
      const chiavi = await redis.keys(`${prefix}*`);
      if (chiavi.length) await redis.del(...chiavi);
      await redis.quit();
    },
  };
}

/** The value of a hidden field in an auto-submitting form page. */
export function hiddenField(html: string, nome: string): string {
  const match = new RegExp(`name="${nome}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`campo ${nome} assente`);
  return match[1]
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&apos;/g, "'");
}

export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]*)"/.exec(html);
  if (!match) throw new Error('modulo assente');
  return match[1].replace(/&amp;/g, '&');
}
