/**
 * npm run hardening — issue 14: load, faults, hostile input and the authorization matrix (and,
 * issue 27, part 5: two apis and two workers behind nginx, replicas.ts), on the
 * run's own PostgreSQL cluster, Redis, api and worker (benchmarks/hardening/stack.ts). One table per part
 * on stdout and dist/hardening/report.json.
 *
 * HARDENING_PROFILE=short: seconds per case instead of tens, 2 hostile requests per operation
 * instead of 24, and the authorization part left to `npm test` (where the same jest spec runs).
 * Environment: HARDENING_DURATION (seconds per load case, default 20; short 3),
 * HARDENING_STREAMS (concurrent save loops during the faults, default 4), HARDENING_SEED (the
 * seed of the hostile requests, default 14: a failure names the seed that generates it again),
 * HARDENING_CASES (a regular expression: only the load cases whose name matches, e.g. `lista`),
 * HARDENING_PARTS (the parts to run, e.g. `5` or `1,2,5`; default all), HARDENING_PORT_BASE (the
 * run's processes listen from this port up, e.g. 5600; default any free port), NGINX_PATH (part 5's
 * proxy; default /usr/sbin/nginx), BENCH_API_FROM=source (api and worker from their sources; by
 * default the bundles `nx build` makes, built first, which the images run).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { accedi } from './client';
import { guasti } from './faults';
import { inputOstile, problemiInputOstile, rigaInputOstile, type HostileInputOutcome } from './hostile';
import { carico, type LoadCase } from './load';
import { repliche, type ReplicasOutcome } from './replicas';
import { HardeningStack } from './stack';

const RADICE = resolve(__dirname, '../..');
const breve = process.env['HARDENING_PROFILE'] === 'short';
const durata = Number(process.env['HARDENING_DURATION'] ?? (breve ? 3 : 20));
const flussi = Number(process.env['HARDENING_STREAMS'] ?? 4);
const richiesteOstili = breve ? 2 : 24;
const seme = Number(process.env['HARDENING_SEED'] ?? 14);
const casi = process.env['HARDENING_CASES'];
const parti = new Set((process.env['HARDENING_PARTS'] ?? '1,2,3,4,5').split(',').map((p) => p.trim()));
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

/** Part 4 is the api's authorization-matrix.spec.ts. */
function specJest(pattern: string): { spec: string; passed: number; failed: number; ok: boolean } {
  const r = spawnSync('npx', ['jest', '-c', 'apps/api/jest.config.cts', '--testPathPatterns', pattern], { cwd: RADICE, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const uscita = `${r.stdout}\n${r.stderr}`;
  const conta = (tipo: string) => Number(uscita.match(new RegExp(`Tests:.*?(\\d+) ${tipo}`))?.[1] ?? 0);
  return { spec: pattern, passed: conta('passed'), failed: conta('failed'), ok: r.status === 0 };
}

async function main(): Promise<void> {
  const stack = new HardeningStack();
  const report: Record<string, unknown> = { profile: breve ? 'short' : 'full', startedAt: new Date().toISOString() };
  try {
    await stack.start();
    if (parti.has('1')) {
      log(`1. carico: ${durata} s per caso`);
      report['load'] = await carico(stack.base, await accedi(stack.base), durata, casi);
      tabella('1. Carico', report['load'] as Record<string, unknown>[]);
    }
    if (parti.has('2')) {
      log(`2. guasti con ${flussi} flussi di salvataggi`);
      const esito = await guasti(stack, flussi, breve ? 2000 : 5000);
      report['faults'] = esito;
      tabella('2. Guasti', esito.guasti.map((g) => ({ ...g, bad: g.bad.length })));
      tabella('2. Verifica dopo i guasti', esito.verifica as unknown as Record<string, unknown>[]);
    }
    if (parti.has('3')) {
      log(`3. input ostile: ${richiesteOstili} richieste per operazione del documento OpenAPI (seme ${seme}), poi gli ingressi XML e archivi`);
      const ostile = await inputOstile({ base: stack.base, pidApi: stack.pidApi as number, cartellaConfig: stack.cartellaConfig }, richiesteOstili, seme);
      report['hostileInput'] = ostile;
      tabella('3. Input ostile', [rigaInputOstile(ostile)]);
      for (const f of ostile.fallimenti.slice(0, 30)) log(`input ostile: ${f}`);
    }
    if (parti.has('5')) {
      log('5. repliche: 2 api e 2 worker dietro nginx');
      const esito = await repliche(stack, { breve, flussi, calmaMs: breve ? 2000 : 5000 });
      report['replicas'] = esito;
      tabella(`5. Repliche (${esito.durataS} s; load average prima ${esito.loadBefore}, dopo ${esito.loadAfter})`, esito.controlli as unknown as Record<string, unknown>[]);
      tabella('5. Repliche: guasti', esito.guasti.map((g) => ({ ...g, bad: g.bad.length })));
      tabella('5. Repliche: verifica dopo i guasti', esito.verifica as unknown as Record<string, unknown>[]);
    }
  } finally {
    await stack.stop();
  }
  if (!breve && parti.has('4')) {
    log('4. matrice delle autorizzazioni (jest)');
    report['authorization'] = specJest('authorization-matrix');
    tabella('4. Autorizzazioni', [report['authorization'] as Record<string, unknown>]);
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
  for (const c of (report['load'] as LoadCase[] | undefined) ?? [])
    if (c.errors) problemi.push(`carico ${c.case}: ${c.errors} errori ${JSON.stringify(c.errorKinds ?? {})}`);
  const faults = report['faults'] as Awaited<ReturnType<typeof guasti>> | undefined;
  for (const g of faults?.guasti ?? []) {
    if (g.recoveryMs < 0) problemi.push(`${g.fault}: l'api non è tornata a salvare`);
    for (const b of g.bad) problemi.push(`${g.fault}: ${b}`);
    if (g.interrotto === false) problemi.push(`${g.fault}: l'esecuzione del task non è stata chiusa INTERROTTO o la sua richiesta di integrazione ERRORE`);
    if (g.printsOk === false) problemi.push(`${g.fault}: stampe ${JSON.stringify(g.prints)}`);
  }
  for (const v of faults?.verifica ?? []) if (!v.ok) problemi.push(`verifica dopo i guasti: ${JSON.stringify(v)}`);
  const replicas = report['replicas'] as ReplicasOutcome | undefined;
  for (const c of replicas?.controlli ?? []) if (!c.ok) problemi.push(`repliche, ${c.controllo}: ${JSON.stringify(c.figure)}`);
  for (const g of replicas?.guasti ?? []) {
    if (g.recoveryMs < 0) problemi.push(`repliche, ${g.fault}: i salvataggi non sono ripresi`);
    for (const b of g.bad) problemi.push(`repliche, ${g.fault}: ${b}`);
    if (g.printsOk === false) problemi.push(`repliche, ${g.fault}: stampe ${JSON.stringify(g.prints)}`);
  }
  for (const v of replicas?.verifica ?? []) if (!v.ok) problemi.push(`repliche, verifica dopo i guasti: ${JSON.stringify(v)}`);
  problemi.push(...problemiInputOstile(report['hostileInput'] as HostileInputOutcome | undefined));
  if (report['authorization'] && !(report['authorization'] as { ok: boolean }).ok) problemi.push(`authorization: ${JSON.stringify(report['authorization'])}`);
  return problemi;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
