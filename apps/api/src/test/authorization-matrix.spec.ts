import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { SessionStore } from '@registro/server-identity';
import {
  PERMESSO_NEGATO,
  REDIS,
  REGISTRO_CONFIG,
  SESSION_RESOLVER,
  grantsPermission,
  type RegistroConfig,
  type SessionResolver,
} from '@registro/server-platform';
import { concretePath, createTestApp, loginWith, operationAccess, operationKey, type ApiOperationAccess, type TestApp } from '@registro/server-testing';

jest.setTimeout(300_000);

/**
 * Issue 14 §4: every operation × (no token, expired token, a group without permissions, a
 * customer, an administrator). 401 without a valid session, 403 without the section's
 * permission, except the operations marked public; a handler that declares no rule is refused
 * to everyone, so a new endpoint that forgets its permission fails here. A refused permission
 * reads "Non hai i permessi per questa operazione": no section or permission code reaches the user.
 */
describe('authorization matrix: deny by default on every operation', () => {
  let t: TestApp;
  let tutte: ApiOperationAccess[];
  let handlers: string[];
  const token: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ({ operations: tutte, handlers } = await operationAccess(t));
    token['admin'] = await t.login('admin');
    token['cliente'] = await t.login('cliente');
    token['senzaPermessi'] = await loginWith(t, 'senzapermessi', []);
    token['scaduto'] = await t.login('operatore');
    const config = t.app.get<RegistroConfig>(REGISTRO_CONFIG);
    const idSessione = createHash('sha256').update(token['scaduto']).digest('hex');
    const sessione = await t.app.get(SessionStore, { strict: false }).peek(idSessione);
    await t.app
      .get<Redis>(REDIS)
      .set(`${config.redisPrefix}sessione:${idSessione}`, JSON.stringify({ ...sessione, expiresAt: Date.now() - 1000 }), 'PX', 60_000);
  });
  afterAll(() => t?.close());

  const send = (op: ApiOperationAccess, chi?: string) => {
    const req = (t.http as unknown as Record<string, (p: string) => ReturnType<TestApp['http']['get']>>)[op.method.toLowerCase()].call(
      t.http,
      concretePath(op.path, '1'),
    );
    return chi ? req.set('Authorization', `Bearer ${token[chi]}`) : req;
  };

  it('finds the operations in the OpenAPI document, one per handler, and every one declares its access', () => {
    expect(tutte.length).toBeGreaterThan(250);
    expect(tutte.map(operationKey).sort()).toEqual(handlers);
    expect(tutte.filter((op) => !op.rule).map(operationKey)).toEqual([]);
  });

  it('answers 401 without a valid session and 403 without the permission, on every non-public operation', async () => {
    const permessiCliente = (await t.app.get<SessionResolver>(SESSION_RESOLVER).resolve(token['cliente']))!.permessi;
    const righe: string[] = [];
    const errori: string[] = [];
    const pubbliche: string[] = [];
    for (const op of tutte) {
      const regola = op.rule!;
      const nome = `${op.method} ${op.path}`;
      if (regola.tipo === 'pubblico') {
        pubbliche.push(nome);
        continue;
      }
      // a signed-in call of an @Authenticated() operation may sign its caller out: only the refusals are sent
      const conToken = regola.tipo === 'permesso';
      const [anonimo, scaduto, senza, clienteRes] = await Promise.all([
        send(op),
        send(op, 'scaduto'),
        conToken ? send(op, 'senzaPermessi') : undefined,
        conToken ? send(op, 'cliente') : undefined,
      ]);
      const atteso = (chi: string, res: { status: number; body: { messaggio?: unknown } }, status: number) => {
        if (res.status !== status || typeof res.body?.messaggio !== 'string') errori.push(`${nome} [${chi}] → ${res.status} (atteso ${status} con messaggio)`);
      };
      atteso('senza token', anonimo, 401);
      atteso('token scaduto', scaduto, 401);
      if (senza && clienteRes && regola.tipo === 'permesso') {
        atteso('gruppo senza permessi', senza, 403);
        if (senza.status === 403 && senza.body?.messaggio !== PERMESSO_NEGATO) errori.push(`${nome} [gruppo senza permessi] → messaggio ${JSON.stringify(senza.body?.messaggio)}`);
        if (!grantsPermission(permessiCliente, regola)) atteso('cliente', clienteRes, 403);
        else if ([401, 403].includes(clienteRes.status)) errori.push(`${nome} [cliente] → ${clienteRes.status}, ma il gruppo CLIENTE ha il permesso`);
      }
      const permesso = regola.tipo === 'permesso' ? `${[regola.sezione].flat().join('|')}/${[regola.permesso].flat().join('|')}` : 'autenticato';
      righe.push(`${nome.padEnd(72)} ${permesso.padEnd(48)} ${anonimo.status} ${scaduto.status} ${senza?.status ?? '-'} ${clienteRes?.status ?? '-'}`);
    }
    // the administrator reaches every read (writes are left out: they would change the data the matrix
    // reads; session/{authToken} answers 401 for the unknown token it is given)
    for (const op of tutte.filter((o) => o.method === 'GET' && o.rule?.tipo !== 'pubblico' && !/logout|\{authToken\}/.test(o.path))) {
      const res = await send(op, 'admin');
      if ([401, 403].includes(res.status)) errori.push(`GET ${op.path} [admin] → ${res.status}`);
    }
    console.log(
      [`operazione`.padEnd(73) + `regola`.padEnd(49) + `anonimo scaduto senza-permessi cliente`, ...righe, '', `pubbliche (${pubbliche.length}):`, ...pubbliche].join('\n'),
    );
    expect(errori).toEqual([]);
  });
});
