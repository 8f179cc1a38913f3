import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { RegistroExpressAdapter } from '@registro/server-platform';
import { serveWebApp } from '../app/web-app';

@Module({})
class Vuoto {}

describe('serving the built web app', () => {
  let dist: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'registro-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Registro</title>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const moduleRef = await Test.createTestingModule({
      imports: [Vuoto],
    }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>(new RegistroExpressAdapter(), {
      logger: false,
    });
    expect(serveWebApp(app, dist)).toBe(true);
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers deep links with index.html so the client router takes over', async () => {
    for (const path of ['/', '/login', '/gruppi/1?view=module']) {
      const res = await request(app.getHttpServer())
        .get(path)
        .set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Registro</title>');
    }
  });

  it('serves files as they are and a missing file as 404, never as the page', async () => {
    const file = await request(app.getHttpServer()).get('/assets/app.js');
    expect(file.status).toBe(200);
    expect(file.text).toBe('console.log(1)');
    const manca = await request(app.getHttpServer()).get('/assets/manca.js');
    expect(manca.status).toBe(404);
    expect(manca.body).toEqual({ messaggio: 'Risorsa non trovata' });
  });

  it('leaves /api and /metrics to the server', async () => {
    const res = await request(app.getHttpServer())
      .get('/api/qualcosa')
      .set('Accept', 'text/html');
    expect(res.text).not.toContain('<title>Registro</title>');
  });
});
