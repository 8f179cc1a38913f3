import type { RouteObject } from 'react-router';

/** The ordini pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const ordiniRoutes: RouteObject[] = [];
