import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { createBenchDatabase } from './bench-database';
import { registroAppender } from './registro-appender';
import { emmettAppender } from './emmett-appender';

const ticks = 100; // USER_HZ
function procCpuMs(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / ticks;
  } catch { return 0; }
}

async function main() {
  const db = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/registro');
  const c = new Client({ connectionString: db.url }); await c.connect();
  const C = Number(process.env.C ?? 16), E = Number(process.env.E ?? 1), N = Number(process.env.N ?? 3000);
  try {
    for (let round = 0; round < 2; round++) {
      for (const variant of (process.env.V ?? 'registro,emmett').split(',')) {
        const app = variant === 'emmett' ? emmettAppender(db.url, C, 'r' + round) : registroAppender(db.url, C, variant + round);
        await Promise.all(Array.from({ length: C }, (_, w) => app.append(w, E))); // warm: open connections
        const pids = (await c.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows.map((r) => r.pid);
        const pg0 = pids.reduce((s, p) => s + procCpuMs(p), 0);
        const n0 = process.cpuUsage();
        const t0 = performance.now();
        let next = 0;
        await Promise.all(Array.from({ length: C }, async (_, w) => { while (next++ < N) await app.append(w, E); }));
        const wall = performance.now() - t0;
        const n1 = process.cpuUsage(n0);
        const pg1 = pids.reduce((s, p) => s + procCpuMs(p), 0);
        await app.close();
        const nodeMs = (n1.user + n1.system) / 1000;
        console.log(variant, 'per append µs: node', Math.round((nodeMs / N) * 1000), 'pg', Math.round(((pg1 - pg0) / N) * 1000), 'wall/s', Math.round(N / (wall / 1000)));
      }
    }
  } finally { await c.end(); await new Promise((r) => setTimeout(r, 300)); await db.drop(); }
}
main();
