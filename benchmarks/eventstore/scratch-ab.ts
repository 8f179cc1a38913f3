import { Client } from 'pg';
import { runAppendWorkload } from './append-workload';
import { createBenchDatabase } from './bench-database';
import { registroAppender } from './registro-appender';
import { emmettAppender } from './emmett-appender';

async function main() {
  const db = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/registro');
  const c = new Client({ connectionString: db.url }); await c.connect();
  await c.query(`CREATE FUNCTION lockonly() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_try_advisory_xact_lock(1); RETURN NULL; END $$`);
  await c.query(`CREATE TRIGGER lockonly AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION lockonly()`);
  const w = { concurrency: Number(process.env.C ?? 16), eventsPerAppend: Number(process.env.E ?? 1), durationMs: 3000, warmupAppends: 200 };
  const variants = (process.env.V ?? 'trigger,lockonly,notrigger,emmett').split(',');
  try {
    for (let round = 0; round < Number(process.env.R ?? 2); round++) {
      for (const variant of variants) {
        await c.query(`ALTER TABLE events ${variant === 'trigger' ? 'ENABLE' : 'DISABLE'} TRIGGER events_notify`);
        await c.query(`ALTER TABLE events ${variant === 'lockonly' ? 'ENABLE' : 'DISABLE'} TRIGGER lockonly`);
        const app = variant === 'emmett' ? emmettAppender(db.url, Number(process.env.P ?? w.concurrency), 'r' + round) : registroAppender(db.url, Number(process.env.P ?? w.concurrency), variant + round);
        const r = await runAppendWorkload(app, w); await app.close();
        console.log(variant, Math.round(r.eventsPerSecond), r.p50Ms, r.p99Ms);
      }
    }
  } finally { await c.end(); await new Promise((r) => setTimeout(r, 500)); await db.drop(); }
}
main();
