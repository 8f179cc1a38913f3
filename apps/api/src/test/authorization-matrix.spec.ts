import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { SessionStore } from '@registro/server-identity';
import {
  ACCESS_METADATA,
  REDIS,
  REGISTRO_CONFIG,
  SESSION_RESOLVER,
  grantsPermission,
  type AccessRule,
  type RegistroConfig,
  type SessionResolver,
} from '@registro/server-platform';
import { createTestApp, loginWith, type TestApp } from '@registro/server-testing';

jest.setTimeout(300_000);

interface Operazione {
  method: string;
  path: string;
  regola: AccessRule | undefined;
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v : [v ?? '']).map(String);
const join = (...parts: string[]) => `/${parts.flatMap((p) => p.split('/')).filter(Boolean).join('/')}`;

/** Every HTTP handler of the running app with the access rule it declares (none = deny). */
function operazioni(t: TestApp): Operazione[] {
  const trovate = new Map<string, Operazione>();
  for (const modulo of t.app.get(ModulesContainer).values()) {
    for (const wrapper of modulo.controllers.values()) {
      const classe = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!classe) continue;
      const prefissi = asList(Reflect.getMetadata(PATH_METADATA, classe));
      for (const nome of Object.getOwnPropertyNames(classe.prototype)) {
        const handler = (classe.prototype as Record<string, unknown>)[nome];
        if (nome === 'constructor' || typeof handler !== 'function') continue;
        const metodo = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (metodo === undefined) continue;
        const regola =
          (Reflect.getMetadata(ACCESS_METADATA, handler) as AccessRule | undefined) ??
          (Reflect.getMetadata(ACCESS_METADATA, classe) as AccessRule | undefined);
        for (const prefisso of prefissi)
          for (const percorso of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            const base = join(prefisso, percorso);
            const path = base === '/metrics' ? base : join('api', base);
            const method = RequestMethod[metodo];
            trovate.set(`${method} ${path}`, { method, path, regola });
          }
      }
    }
  }
  return [...trovate.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

const concreto = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\{\*[^}]+\}|\*\w*/g, 'x');

/**
 * Issue 14 §4: every operation × (no token, expired token, a group without permissions, a
 * customer, an administrator). 401 without a valid session, 403 without the section's
 * permission, except the operations marked public; a handler that declares no rule is refused
 * to everyone, so a new endpoint that forgets its permission fails here.
 */
describe('authorization matrix: deny by default on every operation', () => {
  let t: TestApp;
  let tutte: Operazione[];
  const token: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    tutte = operazioni(t);
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

  const invia = (op: Operazione, chi?: string) => {
    const req = (t.http as unknown as Record<string, (p: string) => ReturnType<TestApp['http']['get']>>)[op.method.toLowerCase()].call(
      t.http,
      concreto(op.path),
    );
    return chi ? req.set('Authorization', `Bearer ${token[chi]}`) : req;
  };

  it('finds the operations, and every one declares its access', () => {
    expect(tutte.length).toBeGreaterThan(150);
    expect(tutte.filter((op) => !op.regola).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('answers 401 without a valid session and 403 without the permission, on every non-public operation', async () => {
    const permessiCliente = (await t.app.get<SessionResolver>(SESSION_RESOLVER).resolve(token['cliente']))!.permessi;
    const righe: string[] = [];
    const errori: string[] = [];
    const pubbliche: string[] = [];
    for (const op of tutte) {
      const regola = op.regola!;
      const nome = `${op.method} ${op.path}`;
      if (regola.tipo === 'pubblico') {
        pubbliche.push(nome);
        continue;
      }
      // a signed-in call of an @Authenticated() operation may sign its caller out: only the refusals are sent
      const conToken = regola.tipo === 'permesso';
      const [anonimo, scaduto, senza, clienteRes] = await Promise.all([
        invia(op),
        invia(op, 'scaduto'),
        conToken ? invia(op, 'senzaPermessi') : undefined,
        conToken ? invia(op, 'cliente') : undefined,
      ]);
      const atteso = (chi: string, res: { status: number; body: { messaggio?: unknown } }, status: number) => {
        if (res.status !== status || typeof res.body?.messaggio !== 'string') errori.push(`${nome} [${chi}] → ${res.status} (atteso ${status} con messaggio)`);
      };
      atteso('senza token', anonimo, 401);
      atteso('token scaduto', scaduto, 401);
      if (senza && clienteRes && regola.tipo === 'permesso') {
        atteso('gruppo senza permessi', senza, 403);
        if (!grantsPermission(permessiCliente, regola)) atteso('cliente', clienteRes, 403);
        else if ([401, 403].includes(clienteRes.status)) errori.push(`${nome} [cliente] → ${clienteRes.status}, ma il gruppo CLIENTE ha il permesso`);
      }
      const permesso = regola.tipo === 'permesso' ? `${[regola.sezione].flat().join('|')}/${[regola.permesso].flat().join('|')}` : 'autenticato';
      righe.push(`${nome.padEnd(72)} ${permesso.padEnd(48)} ${anonimo.status} ${scaduto.status} ${senza?.status ?? '-'} ${clienteRes?.status ?? '-'}`);
    }
    // the administrator reaches every read (writes are left out: they would change the data the matrix
    // reads; session/:authToken answers 401 for the unknown token it is given)
    for (const op of tutte.filter((o) => o.method === 'GET' && o.regola?.tipo !== 'pubblico' && !/logout|:authToken/.test(o.path))) {
      const res = await invia(op, 'admin');
      if ([401, 403].includes(res.status)) errori.push(`GET ${op.path} [admin] → ${res.status}`);
    }
    console.log(
      [`operazione`.padEnd(73) + `regola`.padEnd(49) + `anonimo scaduto senza-permessi cliente`, ...righe, '', `pubbliche (${pubbliche.length}):`, ...pubbliche].join('\n'),
    );
    expect(errori).toEqual([]);
  });
});
