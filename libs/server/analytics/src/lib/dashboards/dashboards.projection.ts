import { recordTablesProjection } from '@registro/server-platform';
import { STREAM_DASHBOARD, STREAM_DASHBOARD_GRUPPO } from './dashboards.events';

/**
 * Inline projection of the dashboards into `dashboards` and of their assignments into
 * `dashboard_gruppi` (listed first: a rebuild empties the tables in this order, and the
 * assignments reference the dashboards).
 */
export const dashboardsProjection = recordTablesProjection('analytics-dashboards', {
  [STREAM_DASHBOARD_GRUPPO]: { table: 'dashboard_gruppi', columns: { profilo: 'profilo', idDashboard: 'id_dashboard' } },
  [STREAM_DASHBOARD]: { table: 'dashboards', columns: { title: 'title', descrizione: 'descrizione', dashboard: 'dashboard' } },
});
