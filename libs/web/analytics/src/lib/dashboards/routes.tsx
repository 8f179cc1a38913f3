import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, SIGNED_IN, requiresPermission } from '@registro/web-ui';

/** The dashboards pages (spec 2 §2.8) and /dashboard (spec 1), inside the authenticated layout; each page loads lazily. */
export const dashboardsRoutes: RouteObject[] = [
  { path: 'dashboard', handle: SIGNED_IN, lazy: lazyPage(() => import('./analysis-dashboards.page'), (m) => m.AnalysisDashboardsPage) },
  { path: 'dataanalysisdashboards', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./dashboards-list.page'), (m) => m.DashboardsListPage) },
  { path: 'dataanalysisdashboards/edit/:id', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./dashboard-edit.page'), (m) => m.DashboardEditPage) },
  { path: 'dataanalysisdashboards/view/:id', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./dashboard-view.page'), (m) => m.DashboardViewPage) },
  { path: 'dataanalysisdashboards/view/details/:id', handle: SIGNED_IN, lazy: lazyPage(() => import('./dashboard-details.page'), (m) => m.DashboardDetailsPage) },
  { path: 'dataanalysisdashboardgruppi', handle: requiresPermission(SEZIONE.dataanalysis), lazy: lazyPage(() => import('./dashboard-gruppi.page'), (m) => m.DashboardGruppiPage) },
];
