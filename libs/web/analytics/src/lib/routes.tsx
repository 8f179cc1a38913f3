import type { RouteObject } from 'react-router';
import { lazyPage, SIGNED_IN } from '@registro/web-ui';
import { dashboardsRoutes } from './dashboards/routes';
import { dataSourcesRoutes } from './datasources/routes';

/** Data analysis (spec 2 §2.8), the /dashboard view and the analytics test route /testanalytics (spec 1 §2). */
export const analyticsRoutes: RouteObject[] = [
  ...dataSourcesRoutes,
  ...dashboardsRoutes,
  { path: 'testanalytics', handle: SIGNED_IN, lazy: lazyPage(() => import('./external/analytics-test.page'), (m) => m.AnalyticsTestPage) },
];
