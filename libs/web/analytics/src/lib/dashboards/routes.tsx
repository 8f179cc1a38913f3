import type { RouteObject } from 'react-router';

/** The dashboards pages (spec 2 §2.8), inside the authenticated layout; each page loads lazily. */
export const dashboardsRoutes: RouteObject[] = [];
