import type { RouteObject } from 'react-router';
import { demoPage, lazyPage, SIGNED_IN } from '@registro/web-ui';
import { dashboardsRoutes } from './dashboards/routes';
import { dataSourcesRoutes } from './datasources/routes';

/** Data analysis (spec 2 §2.8), the /dashboard view and the analytics test route /testanalytics (spec 1 §2; a demo page, only where config.json says demo). */
export const analyticsRoutes: RouteObject[] = [
  ...dataSourcesRoutes,
  ...dashboardsRoutes,
  { path: 'testanalytics', handle: demoPage(SIGNED_IN), lazy: lazyPage(() => import('./external/analytics-test.page'), (m) => m.AnalyticsTestPage) },
];
