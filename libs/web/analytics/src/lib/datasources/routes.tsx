import type { RouteObject } from 'react-router';

/** The datasources pages (spec 2 §2.8), inside the authenticated layout; each page loads lazily. */
export const dataSourcesRoutes: RouteObject[] = [];
