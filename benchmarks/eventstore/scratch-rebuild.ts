import { Pool } from 'pg';
import { createBenchDatabase } from './bench-database';
import { runRebuild } from './rebuild-workload';

async function main() {
  const db = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/registro');
  try {
    for (const batch of (process.env.B ?? '5000').split(',').map(Number)) {
      const r = await runRebuild(db.url, Number(process.env.N ?? 300000), batch);
      console.log(batch, Math.round(r.eventsPerSecond), r.seconds.toFixed(2));
      const p = new Pool({ connectionString: db.url }); await p.query('DROP TABLE bench_cart_totals'); await p.end();
    }
  } finally { await db.drop(); }
}
main();
