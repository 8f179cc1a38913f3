import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '@registro/server-testing';

interface Rotta {
  method: string;
  path: string;
}

const METODI = ['get', 'post', 'put', 'patch', 'delete'];

/** Every route the running app registered (new endpoints are fuzzed without touching this file). */
function rotte(t: TestApp): Rotta[] {
  const express = t.app.getHttpAdapter().getInstance() as unknown as {
    router?: { stack: unknown[] };
    _router?: { stack: unknown[] };
  };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const trovate = new Map<string, Rotta>();
  for (const layer of stack as Array<{
    route?: { path: unknown; methods: Record<string, boolean> };
  }>) {
    if (!layer.route || typeof layer.route.path !== 'string') continue;
    // Nest's not-found handler is a catch-all route on every method: not an endpoint
    if (layer.route.path.includes('{*') || layer.route.path === '/api')
      continue;
    for (const [method, attivo] of Object.entries(layer.route.methods)) {
      if (attivo && METODI.includes(method))
        trovate.set(`${method} ${layer.route.path}`, {
          method,
          path: layer.route.path,
        });
    }
  }
  return [...trovate.values()];
}

/** Concrete paths for a route pattern: every :param takes plausible and absurd values. */
function percorsi(pattern: string): string[] {
  if (!pattern.includes(':')) return [pattern];
  const valori = ['-1', 'abc', '99999999999999999999', '%27%20OR%201%3D1--'];
  return valori.map((v) => pattern.replace(/:[A-Za-z0-9_]+/g, v));
}

const ENORME = 'x'.repeat(1024 * 1024 + 10);
const PROFONDO = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
const QUERY_STRANE = [
  '?page=-1&forPage=abc',
  '?page=abc&forPage=-5',
  '?page=1&page=2&forPage[]=3',
  '?forPage=100000000&page=99999999999',
  '?sezione=&idRisorsa=abc&al=non-una-data',
  '?sezione=users&idRisorsa=1&al=2020-13-45T99:99:99Z',
  '?language=%00%ff&nome=%25&username=' + 'a'.repeat(5000),
  '?__proto__[x]=1&constructor=1',
];

interface Sonda {
  descrizione: string;
  invia(method: string, path: string, token: string | null): Promise<Response>;
}

function conToken<T extends { set(h: string, v: string): T }>(
  req: T,
  token: string | null,
): T {
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
}

describe('fuzz: bad input never yields a 5xx', () => {
  let t: TestApp;
  const fallimenti: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  function richiesta(method: string, path: string) {
    const agent = t.http as unknown as Record<
      string,
      (p: string) => ReturnType<TestApp['http']['get']>
    >;
    const fn = agent[method];
    if (!fn) throw new Error(`metodo ${method} non supportato`);
    return fn.call(t.http, path);
  }

  const sonde: Sonda[] = [
    {
      descrizione: 'no body',
      invia: (m, p, tk) => conToken(richiesta(m, p), tk),
    },
    {
      descrizione: 'malformed JSON',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk)
          .set('Content-Type', 'application/json')
          .send('{"a": [1, 2'),
    },
    {
      descrizione: 'wrong content type',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk)
          .set('Content-Type', 'text/plain')
          .send('ciao'),
    },
    {
      descrizione: 'xml body',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk)
          .set('Content-Type', 'application/xml')
          .send('<a>1</a>'),
    },
    {
      descrizione: 'wrong types',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk).send({
          id: 'abc',
          username: 123,
          nome: { x: 1 },
          page: 'abc',
          forPage: [1, 2],
          password: null,
          attivo: 'forse',
          data: 12,
        }),
    },
    {
      descrizione: 'unknown fields',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk).send({
          campoSconosciuto: 1,
          __proto__x: { a: 1 },
        }),
    },
    {
      descrizione: 'JSON array and scalar bodies',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk)
          .set('Content-Type', 'application/json')
          .send('[1,"a",null]'),
    },
    {
      descrizione: 'huge body',
      invia: (m, p, tk) => conToken(richiesta(m, p), tk).send({ nome: ENORME }),
    },
    {
      descrizione: 'deep nesting',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk)
          .set('Content-Type', 'application/json')
          .send(PROFONDO),
    },
    {
      descrizione: 'odd form body',
      invia: (m, p, tk) =>
        conToken(richiesta(m, p), tk)
          .type('form')
          .send(
            'grant_type=password&grant_type=x&username[]=a&client_id=%ZZ&username=' +
              'u'.repeat(3000),
          ),
    },
    {
      descrizione: 'bad Basic header',
      invia: (m, p) =>
        richiesta(m, p)
          .set('Authorization', 'Basic %%%non-base64')
          .type('form')
          .send('username=a'),
    },
    {
      descrizione: 'bad bearer and authToken',
      invia: (m, p) =>
        richiesta(m, `${p}?authToken=${'z'.repeat(600)}`).set(
          'Authorization',
          'Bearer',
        ),
    },
    ...QUERY_STRANE.map<Sonda>((q) => ({
      descrizione: `query ${q.slice(0, 40)}`,
      invia: (m, p, tk) => conToken(richiesta(m, `${p}${q}`), tk),
    })),
  ];

  function verifica(descrizione: string, res: Response): void {
    // the SPID and identity-manager browser routes answer an HTML page with the message in <p id="messaggio">
    const paginaSpid = /^\w+ \/api\/(spid|identitymanager)\//.test(descrizione)
      ? /<p id="messaggio">([^<]+)<\/p>/.exec(res.text ?? '')?.[1]
      : undefined;
    const messaggio =
      paginaSpid ??
      (res.body as { messaggio?: unknown } | undefined)?.messaggio;
    if (res.status >= 500) {
      fallimenti.push(
        `${descrizione} → ${res.status} ${JSON.stringify(res.body)}`,
      );
    } else if (
      res.status >= 400 &&
      !descrizione.startsWith('HEAD') &&
      (typeof messaggio !== 'string' || !messaggio)
    ) {
      fallimenti.push(
        `${descrizione} → ${res.status} senza messaggio: ${(res.text ?? '').slice(0, 200)}`,
      );
    }
  }

  it('fuzzes every registered route, signed in and not', async () => {
    const tutte = rotte(t).filter((r) => !r.path.startsWith('/api/docs'));
    expect(tutte.length).toBeGreaterThan(5);
    // signing out would end the session the other probes use: those routes go last
    const ordinate = [...tutte].sort(
      (a, b) => Number(/logout/.test(a.path)) - Number(/logout/.test(b.path)),
    );
    let token = await t.login('admin');
    let richieste = 0;

    for (const rotta of ordinate) {
      for (const path of percorsi(rotta.path)) {
        // the probes of one path run side by side: the suite grows with every endpoint
        const prove = sonde.flatMap((sonda) => [null, token].map((tk) => ({ sonda, tk })));
        richieste += prove.length;
        await Promise.all(
          prove.map(async ({ sonda, tk }) => {
            const descrizione = `${rotta.method.toUpperCase()} ${path} [${sonda.descrizione}${tk ? ', admin' : ''}]`;
            try {
              const res = await sonda.invia(rotta.method, path, tk);
              if (path !== '/metrics' || res.status >= 400) verifica(descrizione, res);
            } catch (error) {
              fallimenti.push(`${descrizione} → ${(error as Error).message}`);
            }
          }),
        );
        // a probe may have signed the administrator out: sign in again
        const controllo = await t.http
          .get('/api/users/profile')
          .set('Authorization', `Bearer ${token}`);
        if (controllo.status === 401) token = await t.login('admin');
      }
    }
    expect(richieste).toBeGreaterThan(500);
    expect(fallimenti).toEqual([]);
  }, 600_000);
});
