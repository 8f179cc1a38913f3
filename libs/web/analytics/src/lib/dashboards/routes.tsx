import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/** The dashboards pages (spec 2 §2.8) and /dashboard (spec 1), inside the authenticated layout; each page loads lazily. */
export const dashboardsRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: lazyPage(() => import('./analysis-dashboards.page'), (m) => m.AnalysisDashboardsPage) },
  { path: 'dataanalysisdashboards', lazy: lazyPage(() => import('./dashboards-list.page'), (m) => m.DashboardsListPage) },
  { path: 'dataanalysisdashboards/edit/:id', lazy: lazyPage(() => import('./dashboard-edit.page'), (m) => m.DashboardEditPage) },
  { path: 'dataanalysisdashboards/view/:id', lazy: lazyPage(() => import('./dashboard-view.page'), (m) => m.DashboardViewPage) },
  { path: 'dataanalysisdashboards/view/details/:id', lazy: lazyPage(() => import('./dashboard-details.page'), (m) => m.DashboardDetailsPage) },
  { path: 'dataanalysisdashboardgruppi', lazy: lazyPage(() => import('./dashboard-gruppi.page'), (m) => m.DashboardGruppiPage) },
];
