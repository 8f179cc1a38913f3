import type { RouteObject } from 'react-router';

/** The documenti pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const documentiRoutes: RouteObject[] = [];
