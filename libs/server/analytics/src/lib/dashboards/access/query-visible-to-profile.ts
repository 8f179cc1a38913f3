import type { Pool } from 'pg';

/**
 * Whether a profile group (its name, `AuthenticatedUser.gruppoNome`) has a dashboard assigned
 * (dataanalysisgruppodashboard) whose header or body elements use the query `idQuery`: the hook the
 * query runs (eseguigraphicquery, eseguianaliticquery) call so /dashboard draws its charts without
 * the `dataanalysis` permission. The `dashboard` string is JSON checked on every save.
 */
export async function queryVisibleToProfile(pool: Pool, gruppoNome: string, idQuery: number): Promise<boolean> {
  const { rows } = await pool.query(
    `SELECT 1 FROM dashboard_gruppi g JOIN dashboards d ON d.id = g.id_dashboard
     WHERE g.profilo = $1 AND jsonb_path_exists(d.dashboard::jsonb, '$.* [*] ? (@.idQuery == $q)', jsonb_build_object('q', $2::int))
     LIMIT 1`,
    [gruppoNome, idQuery],
  );
  return rows.length > 0;
}
