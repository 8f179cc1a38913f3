import type { RouteObject } from 'react-router';
import { dashboardsRoutes } from './dashboards/routes';
import { dataSourcesRoutes } from './datasources/routes';

/** Data analysis (spec 2 §2.8) and the /dashboard view (spec 1). */
export const analyticsRoutes: RouteObject[] = [...dataSourcesRoutes, ...dashboardsRoutes];
