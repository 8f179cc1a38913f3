import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accedi } from './accesso';
import { tokenApi } from './support/api';

/*
 * Scale-out: two api processes (A and B) and one worker on their own database, Redis prefix and
 * ports, as two replicas behind a load balancer would be. The browser talks to A only.
 */
const RADICE = resolve(__dirname, '../../..');

/**
 * Three ports the system has free right now, asked once per Playwright worker: a process left
 * listening by an earlier, interrupted run can never answer in this run's place.
 */
function portiLiberi(n: number): number[] {
  const script = `const net=require('net');Promise.all(Array.from({length:${n}},()=>new Promise(r=>{const s=net.createServer().listen(0,'127.0.0.1',()=>r(s))}))).then(ss=>{console.log(ss.map(s=>s.address().port).join(' '));ss.forEach(s=>s.close())})`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}
const [PORTA_A, PORTA_B, PORTA_WORKER] = portiLiberi(3);
const API_A = `http://127.0.0.1:${PORTA_A}`;
const API_B = `http://127.0.0.1:${PORTA_B}`;
// this run's own database and Redis keys, whatever an earlier run left behind
const DATABASE = `registro_scaleout_${PORTA_A}`;
const PREFISSO_REDIS = `registro-scaleout-${PORTA_A}:`;
const LOG = join(RADICE, 'dist/.playwright/scale-out');

interface Servizi {
  databaseUrl(): string;
  withDatabase(url: string, nome: string): string;
  ensureServices(): Promise<void>;
  recreateDatabase(url: string): Promise<void>;
  dropDatabase(url: string): Promise<void>;
  deleteRedisKeys(prefisso: string): Promise<void>;
}

let servizi: Servizi;
let databaseUrl: string;
const processi: Record<string, ChildProcess> = {};

function avvia(nome: string, argomenti: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const figlio = spawn(process.execPath, argomenti, { cwd: RADICE, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(join(LOG, `${nome}.log`));
  figlio.stdout?.pipe(log);
  figlio.stderr?.pipe(log);
  processi[nome] = figlio;
  return figlio;
}

function termina(figlio: ChildProcess): Promise<void> {
  if (figlio.exitCode !== null || figlio.signalCode !== null) return Promise.resolve();
  return new Promise((fine) => {
    figlio.once('exit', () => fine());
    figlio.kill('SIGTERM');
    setTimeout(() => figlio.kill('SIGKILL'), 5000).unref();
  });
}

async function attendiSalute(url: string, figlio: ChildProcess): Promise<void> {
  const scadenza = Date.now() + 90_000;
  while (Date.now() < scadenza) {
    if (figlio.exitCode !== null) throw new Error(`${url}: il processo è terminato (${figlio.exitCode}), vedi ${LOG}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} non risponde, vedi ${LOG}`);
}

async function chiama<T>(request: APIRequestContext, token: string, url: string, metodo = 'GET', data?: unknown): Promise<T> {
  const risposta = await request.fetch(url, { method: metodo, data, headers: { Authorization: `Bearer ${token}` } });
  expect(risposta.ok(), `${metodo} ${url}: ${await risposta.text()}`).toBeTruthy();
  return (await risposta.json()) as T;
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: API_A });

const envComune = () => ({ DATABASE_URL: databaseUrl, REDIS_PREFIX: PREFISSO_REDIS, KAFKA_BROKERS: '' });
const avviaApiA = (nome = 'api-a') => avvia(nome, ['dist/apps/api/main.js', 'serve'], { ...envComune(), PORT: String(PORTA_A), PUBLIC_URL: API_A });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync(LOG, { recursive: true });
  servizi = (await import(pathToFileURL(join(RADICE, 'scripts/lib/services.mjs')).href)) as Servizi;
  await servizi.ensureServices();
  databaseUrl = servizi.withDatabase(servizi.databaseUrl(), DATABASE);
  await Promise.all([servizi.recreateDatabase(databaseUrl), servizi.deleteRedisKeys(PREFISSO_REDIS)]);
  const env = envComune();
  const seed = avvia('seed', ['dist/apps/api/main.js', 'seed'], env);
  const esito = await new Promise<number | null>((fine) => seed.once('exit', fine));
  expect(esito, `seed fallito, vedi ${LOG}/seed.log`).toBe(0);
  const a = avviaApiA();
  const b = avvia('api-b', ['dist/apps/api/main.js', 'serve'], { ...env, PORT: String(PORTA_B), PUBLIC_URL: API_B });
  const worker = avvia('worker', ['dist/apps/worker/main.js'], { ...env, WORKER_PORT: String(PORTA_WORKER) });
  await Promise.all([attendiSalute(API_A, a), attendiSalute(API_B, b), attendiSalute(`http://127.0.0.1:${PORTA_WORKER}`, worker)]);
});

test.afterAll(async () => {
  await Promise.all(Object.values(processi).map(termina));
  if (servizi && databaseUrl) await Promise.allSettled([servizi.dropDatabase(databaseUrl), servizi.deleteRedisKeys(PREFISSO_REDIS)]);
});

test('a browser on api A gets, live, the log lines of a run requested through api B and produced by the worker', async ({ page, request }) => {
  test.setTimeout(60_000);
  // one session, valid on both replicas (sessions live in the shared Redis)
  const token = await tokenApi(request);
  const { data: task } = await chiama<{ data: { id: number } }>(request, token, `${API_B}/api/gesantask`, 'POST', {
    nome: 'Scale-out',
    tipoAvvio: 'Manuale',
    descrizione: 'Esecuzione richiesta su B, log mostrato su A',
    classeJava: 'ScadenzaSessioni',
  });

  await accedi(page, 'admin');
  await page.goto(`/taskmanager/view/${task.id}`);
  await page.getByRole('button', { name: 'Elabora' }).click();
  const modale = page.getByRole('dialog');
  await expect(modale.getByTestId('stato-log')).toHaveText('In tempo reale', { timeout: 20_000 });
  const log = modale.getByLabel('Log Elaborazione');
  await expect(log).toHaveAttribute('data-righe-live', '0');

  // the run is requested on B; the worker runs it; its lines reach the browser through A
  await chiama(request, token, `${API_B}/api/gesantask/esegui/${task.id}`);
  await expect(log).toContainText('Sessioni aperte da verificare:', { timeout: 20_000 });
  await expect(log).toContainText('Sessioni chiuse:');
  await expect(modale.getByText('COMPLETATO', { exact: true })).toBeVisible();
  expect(Number(await log.getAttribute('data-righe-live'))).toBeGreaterThanOrEqual(2);
});

test('system info on api A shows A’s own figures, even while B pushes its own to its clients', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await tokenApi(request);
  const nodoA = `${hostname()}:${processi['api-a'].pid}`;
  const nodoB = `${hostname()}:${processi['api-b'].pid}`;
  expect((await chiama<{ data: { nodo: string } }>(request, token, `${API_A}/api/systeminfo`)).data.nodo).toBe(nodoA);
  expect((await chiama<{ data: { nodo: string } }>(request, token, `${API_B}/api/systeminfo`)).data.nodo).toBe(nodoB);

  // a second browser follows system info on B at the same time
  const contestoB = await browser.newContext({ baseURL: API_B });
  const paginaB = await contestoB.newPage();
  await accedi(paginaB, 'admin');
  await paginaB.goto('/systeminfo');
  await expect(paginaB.locator('[data-campo="nodo"] dd')).toHaveText(nodoB);

  await accedi(page, 'admin');
  await page.goto('/systeminfo');
  await expect(page.getByTestId('stato-aggiornamento')).toHaveText('In tempo reale', { timeout: 20_000 });
  const nodo = page.locator('[data-campo="nodo"] dd');
  await expect(nodo).toHaveText(nodoA);
  // over three pushes (6 s) A's page never shows B's figures
  const grafico = page.getByTestId('grafico-memoria');
  const visti = new Set<string>();
  const fine = Date.now() + 6500;
  while (Date.now() < fine) {
    visti.add((await nodo.textContent()) ?? '');
    await page.waitForTimeout(200);
  }
  expect([...visti]).toEqual([nodoA]);
  expect(Number(await grafico.getAttribute('data-punti'))).toBeGreaterThanOrEqual(3);
  await contestoB.close();
});

test('when api A restarts, the page on A reconnects by itself and follows system info again', async ({ page }) => {
  test.setTimeout(90_000);
  await accedi(page, 'admin');
  await page.goto('/systeminfo');
  const stato = page.getByTestId('stato-aggiornamento');
  const nodo = page.locator('[data-campo="nodo"] dd');
  await expect(stato).toHaveText('In tempo reale', { timeout: 20_000 });
  await expect(nodo).toHaveText(`${hostname()}:${processi['api-a'].pid}`);

  await termina(processi['api-a']);
  // the socket is gone: the page says it falls back to polling
  await expect(stato).toHaveText('Aggiornamento ogni 2 secondi');

  const nuova = avviaApiA('api-a-riavviata');
  await attendiSalute(API_A, nuova);
  await expect(stato).toHaveText('In tempo reale', { timeout: 30_000 });
  await expect(nodo).toHaveText(`${hostname()}:${nuova.pid}`);
});
