import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { basic, createTestApp, type TestApp } from '@registro/server-testing';
import { DEFAULT_LOAD_SHEDDING, loadSheddingLimits } from '@registro/server-platform';

jest.setTimeout(180_000);

interface Risposta {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A POST /api/token whose body is sent in two halves: in flight until `finisci()`. */
function slowSignIn(port: number) {
  const corpo = 'grant_type=password&client_id=registro&client_secret=registro&username=admin';
  const req = httpRequest({
    host: '127.0.0.1',
    port: port,
    method: 'POST',
    path: '/api/token',
    headers: {
      Authorization: basic('admin', 'admin'),
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(corpo),
    },
  });
  const risposta = new Promise<Risposta>((ok, ko) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', ko);
  });
  req.write(corpo.slice(0, 20));
  req.flushHeaders();
  return { risposta, finisci: () => req.end(corpo.slice(20)) };
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen(0, '127.0.0.1');
  return (t.app.getHttpServer().address() as AddressInfo).port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('load shedding: overload answered, not queued', () => {
  describe('with a limit of 2 requests in flight (API_SHED_MAX_IN_FLIGHT=2)', () => {
    let t: TestApp;
    let port: number;
    let token: string;

    beforeAll(async () => {
      process.env['API_SHED_MAX_IN_FLIGHT'] = '2';
      process.env['API_SHED_RETRY_AFTER_SECONDS'] = '3';
      try {
        t = await createTestApp();
      } finally {
        delete process.env['API_SHED_MAX_IN_FLIGHT'];
        delete process.env['API_SHED_RETRY_AFTER_SECONDS'];
      }
      token = await t.login('admin');
      port = await listen(t);
    });
    afterAll(() => t?.close());

    it('refuses a third request at once with 503, Retry-After and an Italian messaggio; health, metrics and the two accepted ones are answered', async () => {
      const base = `http://127.0.0.1:${port}`;
      const primo = slowSignIn(port);
      const secondo = slowSignIn(port);
      await sleep(300); // both are in the api, waiting for the rest of their body

      const rifiutata = await fetch(`${base}/api/users?page=0&forPage=10`, { headers: { Authorization: `Bearer ${token}` } });
      expect(rifiutata.status).toBe(503);
      expect(rifiutata.headers.get('retry-after')).toBe('3');
      expect(await rifiutata.json()).toEqual({
        messaggio: 'Servizio momentaneamente sovraccarico: riprovare tra 3 secondi',
      });

      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const metriche = await (await fetch(`${base}/metrics`)).text();
      expect(metriche).toMatch(/http_requests_shed_total\{reason="in_flight"\} 1/);

      primo.finisci();
      secondo.finisci();
      const accettate = await Promise.all([primo.risposta, secondo.risposta]);
      expect(accettate.map((r) => r.status)).toEqual([200, 200]);
      expect(JSON.parse(accettate[0].body).access_token).toEqual(expect.any(String));

      // the load is gone: the same request is served again
      const dopo = await fetch(`${base}/api/users?page=0&forPage=10`, { headers: { Authorization: `Bearer ${token}` } });
      expect(dopo.status).toBe(200);
    });
  });

  describe('with the defaults', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('are conservative and configurable, and shed nothing of 60 concurrent list requests', async () => {
      expect(loadSheddingLimits({})).toEqual(DEFAULT_LOAD_SHEDDING);
      expect(DEFAULT_LOAD_SHEDDING).toEqual({ maxInFlight: 500, maxEventLoopDelayMs: 1000, retryAfterSeconds: 2 });
      expect(loadSheddingLimits({ API_SHED_MAX_IN_FLIGHT: '0', API_SHED_EVENT_LOOP_DELAY_MS: 'x', API_SHED_RETRY_AFTER_SECONDS: '1' }))
        .toEqual({ maxInFlight: 0, maxEventLoopDelayMs: 1000, retryAfterSeconds: 1 });

      const port = await listen(t);
      const token = await t.login('admin');
      const stati = await Promise.all(
        Array.from({ length: 60 }, () =>
          fetch(`http://127.0.0.1:${port}/api/users?page=0&forPage=10`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status),
        ),
      );
      expect(stati.filter((s) => s !== 200)).toEqual([]);
    });
  });
});
