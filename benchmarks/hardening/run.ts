/**
 * npm run hardening — issue 14: load, faults, hostile input and the authorization matrix, on the
 * run's own PostgreSQL cluster, Redis and api (benchmarks/hardening/stack.ts). One table per part
 * on stdout and dist/hardening/report.json.
 *
 * HARDENING_PROFILE=short: seconds per case instead of tens, and the hostile-input and
 * authorization parts left to `npm test` (where the same jest specs run).
 * Environment: HARDENING_DURATION (seconds per load case, default 20; short 3),
 * HARDENING_STREAMS (concurrent save loops during the faults, default 4).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { accedi } from './client';
import { guasti } from './faults';
import { carico } from './load';
import { HardeningStack } from './stack';

const RADICE = resolve(__dirname, '../..');
const breve = process.env['HARDENING_PROFILE'] === 'short';
const durata = Number(process.env['HARDENING_DURATION'] ?? (breve ? 3 : 20));
const flussi = Number(process.env['HARDENING_STREAMS'] ?? 4);
const log = (t: string) => console.error(`[hardening] ${t}`);

function tabella(titolo: string, righe: Record<string, unknown>[]): void {
  if (!righe.length) return;
  const colonne = Object.keys(righe[0]);
  const testo = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
  const larghezze = colonne.map((c) => Math.max(c.length, ...righe.map((r) => testo(r[c]).length)));
  const riga = (celle: string[]) => celle.map((c, i) => c.padEnd(larghezze[i])).join('  ');
  console.log(`\n${titolo}\n${riga(colonne)}\n${larghezze.map((l) => '─'.repeat(l)).join('  ')}`);
  for (const r of righe) console.log(riga(colonne.map((c) => testo(r[c]))));
}

/**
 * The faults of worker processes and Chromium are the worker's jest specs (task-faults: kill -9
 * during a run → INTERROTTO; pdf-print: Chromium killed mid-render); parts 3 and 4 are the api's
 * fuzz.spec.ts and authorization-matrix.spec.ts.
 */
function specJest(app: 'api' | 'worker', pattern: string): { spec: string; passed: number; failed: number; ok: boolean } {
  const r = spawnSync('npx', ['jest', '-c', `apps/${app}/jest.config.cts`, '--testPathPatterns', pattern], { cwd: RADICE, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const uscita = `${r.stdout}\n${r.stderr}`;
  const conta = (tipo: string) => Number(uscita.match(new RegExp(`Tests:.*?(\\d+) ${tipo}`))?.[1] ?? 0);
  return { spec: pattern, passed: conta('passed'), failed: conta('failed'), ok: r.status === 0 };
}

async function main(): Promise<void> {
  const stack = new HardeningStack();
  const report: Record<string, unknown> = { profile: breve ? 'short' : 'full', startedAt: new Date().toISOString() };
  try {
    await stack.start();
    log(`1. carico: ${durata} s per caso`);
    report['load'] = await carico(stack.base, await accedi(stack.base), durata);
    tabella('1. Carico', report['load'] as Record<string, unknown>[]);
    log(`2. guasti con ${flussi} flussi di salvataggi`);
    const esito = await guasti(stack, flussi, breve ? 2000 : 5000);
    report['faults'] = esito;
    tabella('2. Guasti', esito.guasti.map((g) => ({ ...g, bad: g.bad.length })));
    tabella('2. Verifica dopo i guasti', [esito.verifica as unknown as Record<string, unknown>]);
  } finally {
    await stack.stop();
  }
  if (!breve) {
    log('2b. worker e Chromium uccisi, 3. input ostile, 4. matrice delle autorizzazioni (jest)');
    report['workerFaults'] = specJest('worker', 'task-faults|pdf-print');
    report['hostileInput'] = specJest('api', 'fuzz');
    report['authorization'] = specJest('api', 'authorization-matrix');
    tabella('2b. Worker e Chromium / 3. Input ostile / 4. Autorizzazioni', ['workerFaults', 'hostileInput', 'authorization'].map((p) => report[p] as Record<string, unknown>));
  }
  const cartella = resolve(RADICE, 'dist/hardening');
  mkdirSync(cartella, { recursive: true });
  writeFileSync(resolve(cartella, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`rapporto: ${resolve(cartella, 'report.json')}`);
  const problemi = problemiDi(report);
  console.log(problemi.length ? `\nhardening: ${problemi.length} problemi\n${problemi.join('\n')}` : '\nhardening: nessun problema');
  if (problemi.length) process.exitCode = 1;
}

/** What fails the command: errors, not speed (the targets are read in the table, not asserted). */
function problemiDi(report: Record<string, unknown>): string[] {
  const problemi: string[] = [];
  for (const c of (report['load'] as { case: string; errors: number }[] | undefined) ?? [])
    if (c.errors) problemi.push(`carico ${c.case}: ${c.errors} errori`);
  const faults = report['faults'] as Awaited<ReturnType<typeof guasti>> | undefined;
  for (const g of faults?.guasti ?? []) {
    if (g.recoveryMs < 0) problemi.push(`${g.fault}: l'api non è tornata a salvare`);
    for (const b of g.bad) problemi.push(`${g.fault}: ${b}`);
  }
  if (faults && !faults.verifica.ok) problemi.push(`verifica dopo i guasti: ${JSON.stringify(faults.verifica)}`);
  for (const parte of ['workerFaults', 'hostileInput', 'authorization'])
    if (report[parte] && !(report[parte] as { ok: boolean }).ok) problemi.push(`${parte}: ${JSON.stringify(report[parte])}`);
  return problemi;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
