import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Injectable, Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import request from 'supertest';
import {
  PostgresEventStore,
  type Projection,
  type RecordedEvent,
} from '@registro/server-event-store';
import {
  AsyncProjection,
  HealthCheck,
  loadConfig,
  Metrics,
  REGISTRO_CONFIG,
  UnitOfWork,
} from '@registro/server-platform';
import {
  createTestDatabase,
  type TestDatabase,
} from '@registro/server-testing';
import { serverSalute } from '../app/http-salute';
import { WorkerModule } from '../app/worker.module';

/** An async projection a context would declare: it only remembers what it saw. */
@AsyncProjection()
@Injectable()
class ProiezioneDiProva implements Projection {
  readonly name = 'prova_worker';
  readonly eventTypes = ['ProvaAvvenuta'];
  readonly visti: string[] = [];

  async apply(_tx: unknown, events: RecordedEvent[]): Promise<void> {
    this.visti.push(...events.map((e) => e.streamId));
  }

  async reset(): Promise<void> {
    this.visti.length = 0;
  }
}

@Module({ providers: [ProiezioneDiProva] })
class ContestoDiProva {}

async function waitFor(condizione: () => boolean, ms = 10_000): Promise<void> {
  const fine = Date.now() + ms;
  while (!condizione()) {
    if (Date.now() > fine) throw new Error('condizione non raggiunta');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('worker', () => {
  let db: TestDatabase;
  let worker: TestingModule;
  let server: Server;

  beforeAll(async () => {
    db = await createTestDatabase();
    worker = await Test.createTestingModule({
      imports: [WorkerModule, ContestoDiProva],
    })
      .overrideProvider(REGISTRO_CONFIG)
      .useValue({ ...loadConfig(), databaseUrl: db.url, kafkaBrokers: [] })
      .compile();
    worker.useLogger(false);
    await worker.init();
    server = serverSalute(worker.get(HealthCheck), worker.get(Metrics));
    await new Promise<void>((resolve) => server.listen(0, resolve));
  });

  afterAll(async () => {
    server?.close();
    await worker?.close();
    await db?.drop();
  });

  it('answers health and metrics over HTTP, nothing else', async () => {
    const http = request(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
    const salute = await http.get('/api/health');
    expect(salute.status).toBe(200);
    expect(salute.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    const metriche = await http.get('/metrics');
    expect(metriche.status).toBe(200);
    expect(metriche.text).toContain('process_cpu_user_seconds_total');
    const altro = await http.get('/api/users');
    expect(altro.status).toBe(404);
    expect(altro.body).toEqual({ messaggio: 'Risorsa non trovata' });
  });

  it('runs the async projections the contexts declare', async () => {
    const store = worker.get(PostgresEventStore);
    await worker
      .get(UnitOfWork)
      .run((tx) =>
        store.append(
          tx,
          'prova-1',
          'prova',
          [{ type: 'ProvaAvvenuta', data: {} }],
          0,
          {},
        ),
      );
    const proiezione = worker.get(ProiezioneDiProva);
    await waitFor(() => proiezione.visti.includes('prova-1'));
    expect(proiezione.visti).toEqual(['prova-1']);
  });
});
