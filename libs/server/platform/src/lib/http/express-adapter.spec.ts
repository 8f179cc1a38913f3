import { Agent, get, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { KEEP_ALIVE_TIMEOUT_MS, RegistroExpressAdapter } from './express-adapter';

interface Seen {
  /** the prototypes a request and its response had when the server made them, before Express */
  onExpressPrototypes: [boolean, boolean];
  nodeMessages: [boolean, boolean];
}

/** Serves GET /prova?nome= through `adapter`'s server; answers what the first request looked like. */
async function serveOnce(adapter: ExpressAdapter): Promise<{ body: unknown; status: number; seen: Seen }> {
  adapter.initHttpServer({});
  const app = adapter.getInstance<Express>();
  const server = adapter.getHttpServer() as Server;
  let seen: Seen | undefined;
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    seen ??= {
      onExpressPrototypes: [Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response],
      nodeMessages: [req instanceof IncomingMessage, res instanceof ServerResponse],
    };
  });
  app.get('/prova', (req, res) => {
    res.status(201).json({ nome: req.query['nome'], accetta: req.get('accept'), json: req.accepts('json') });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/prova?nome=Rossi`, { headers: { accept: 'application/json' } });
    return { status: answer.status, body: await answer.json(), seen: seen as Seen };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** GET `path` on `agent`: the status, the Keep-Alive header and whether the agent reused a connection. */
function getOn(agent: Agent, port: number, path: string): Promise<{ status?: number; keepAlive?: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode, keepAlive: res.headers['keep-alive'] as string | undefined, reused: req.reusedSocket }));
    });
    req.once('error', reject);
  });
}

describe('RegistroExpressAdapter', () => {
  it('keeps an idle keep-alive connection past Node’s 5 s, as a proxy in front (60 s) expects', async () => {
    const adapter = new RegistroExpressAdapter();
    adapter.initHttpServer({});
    adapter.getInstance<Express>().get('/prova', (_req, res) => void res.json({}));
    const server = adapter.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { port } = server.address() as AddressInfo;
      const keepAlive = `timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`;
      expect(await getOn(agent, port, '/prova')).toEqual({ status: 200, keepAlive, reused: false });
      await sleep(6_000);
      expect(await getOn(agent, port, '/prova')).toEqual({ status: 200, keepAlive, reused: true });
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 15_000);

  it('makes every request and response on Express’s prototypes, so Express has none to swap', async () => {
    const { seen } = await serveOnce(new RegistroExpressAdapter());
    expect(seen.onExpressPrototypes).toEqual([true, true]);
    expect(seen.nodeMessages).toEqual([true, true]);
  });

  it('answers as Express does: query, headers, status and JSON', async () => {
    const { status, body } = await serveOnce(new RegistroExpressAdapter());
    expect(status).toBe(201);
    expect(body).toEqual({ nome: 'Rossi', accetta: 'application/json', json: 'json' });
  });

  it('Nest’s own adapter makes them on Node’s prototypes, which Express then swaps (what this adapter avoids)', async () => {
    const { seen, body } = await serveOnce(new ExpressAdapter());
    expect(seen.onExpressPrototypes).toEqual([false, false]);
    expect(body).toEqual({ nome: 'Rossi', accetta: 'application/json', json: 'json' });
  });
});
