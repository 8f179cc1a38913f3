import { readFileSync } from 'node:fs';
import { Client, Pool } from 'pg';
import { createBenchDatabase } from './bench-database';
import { sampleEvent, sampleMetadata } from './sample-events';

function procCpuMs(pid: number): number {
  try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return ((Number(f[11]) + Number(f[12])) * 1000) / 100; } catch { return 0; }
}
const V: Record<string, string> = {
  cte: `WITH current_version AS (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1)
  INSERT INTO events (stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
  SELECT $1, $2, current_version.version + e.ordinality, e.event_type, e.schema_version, e.data, $6
  FROM current_version, unnest($3::text[], $4::int[], $5::jsonb[]) WITH ORDINALITY AS e(event_type, schema_version, data, ordinality)
  WHERE $7::int IS NULL OR current_version.version = $7::int ORDER BY e.ordinality
  RETURNING global_position, transaction_id, stream_version, recorded_at`,
  nocte: `INSERT INTO events (stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
  SELECT $1, $2, $7::int + e.ordinality, e.event_type, e.schema_version, e.data, $6
  FROM unnest($3::text[], $4::int[], $5::jsonb[]) WITH ORDINALITY AS e(event_type, schema_version, data, ordinality)
  WHERE $7::int = 0 OR EXISTS (SELECT 1 FROM events WHERE stream_id = $1 AND stream_version = $7::int)
  RETURNING global_position, transaction_id, stream_version, recorded_at`,
  minimal: `WITH current_version AS (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1)
  INSERT INTO events (stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
  SELECT $1, $2, current_version.version + e.ordinality, e.event_type, e.schema_version, e.data, $6
  FROM current_version, unnest($3::text[], $4::int[], $5::jsonb[]) WITH ORDINALITY AS e(event_type, schema_version, data, ordinality)
  WHERE $7::int IS NULL OR current_version.version = $7::int ORDER BY e.ordinality
  RETURNING global_position`,
};

async function main() {
  const db = await createBenchDatabase('postgres://postgres@127.0.0.1:5432/registro');
  const c = new Client({ connectionString: db.url }); await c.connect();
  const C = Number(process.env.C ?? 16), N = Number(process.env.N ?? 3000);
  try {
    for (let round = 0; round < 2; round++) {
      for (const variant of (process.env.V ?? 'cte,nocte,minimal,cte-notrigger').split(',')) {
        const [sqlName, trig] = variant.split('-');
        await c.query(`ALTER TABLE events ${trig === 'notrigger' ? 'DISABLE' : 'ENABLE'} TRIGGER events_notify`);
        const pool = new Pool({ connectionString: db.url, max: C }); pool.on('error', () => undefined);
        const versions = new Map<number, number>();
        const append = async (w: number) => {
          const v = versions.get(w) ?? 0;
          const tx = await pool.connect();
          try {
            await tx.query('BEGIN');
            await tx.query({ name: 'a', text: V[sqlName], values: [`${variant}${round}-${w}`, 'bench', ['RecordUpdated'], [1], [JSON.stringify(sampleEvent(v).data)], JSON.stringify(sampleMetadata), v] });
            await tx.query('COMMIT');
            versions.set(w, v + 1);
          } finally { tx.release(); }
        };
        await Promise.all(Array.from({ length: C }, (_, w) => append(w)));
        const pids = (await c.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows.map((r) => r.pid);
        const pg0 = pids.reduce((s, p) => s + procCpuMs(p), 0); const n0 = process.cpuUsage(); const t0 = performance.now();
        let next = 0;
        await Promise.all(Array.from({ length: C }, async (_, w) => { while (next++ < N) await append(w); }));
        const wall = performance.now() - t0; const n1 = process.cpuUsage(n0); const pg1 = pids.reduce((s, p) => s + procCpuMs(p), 0);
        await pool.end();
        console.log(variant.padEnd(16), 'µs/append node', Math.round(((n1.user + n1.system) / N)), 'pg', Math.round(((pg1 - pg0) / N) * 1000), 'wall/s', Math.round(N / (wall / 1000)));
      }
    }
  } finally { await c.end(); await new Promise((r) => setTimeout(r, 300)); await db.drop(); }
}
main();
