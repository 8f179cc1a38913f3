import type { Client } from 'pg';
import type { Statement } from './statements';

export interface PlanSummary {
  ms: number;
  buffers: { hit: number; read: number };
  /** the plan's top node, e.g. `Limit`, `Aggregate` */
  nodo: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement: the whole plan as text and its summary. */
export async function explain(client: Client, statement: Statement): Promise<{ piano: string; sintesi: PlanSummary }> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
  const righe = rows.map((r) => r['QUERY PLAN']);
  const nodo = righe[0].replace(/\s+\(cost=.*$/, '').trim();
  // the top node's own lines come before its first child (`->`); its Buffers count the whole tree
  const primoFiglio = righe.findIndex((r, i) => i > 0 && r.trimStart().startsWith('->'));
  const buffers = righe.slice(1, primoFiglio < 0 ? righe.length : primoFiglio).find((r) => r.trimStart().startsWith('Buffers:')) ?? '';
  const numero = (re: RegExp) => Number(re.exec(buffers)?.[1] ?? 0);
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(righe.join('\n'))?.[1] ?? NaN);
  return { piano: righe.join('\n'), sintesi: { ms, buffers: { hit: numero(/shared hit=(\d+)/), read: numero(/shared (?:hit=\d+ )?read=(\d+)/) }, nodo } };
}
