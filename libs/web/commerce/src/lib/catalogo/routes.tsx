import type { RouteObject } from 'react-router';

/** The catalogo pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const catalogoRoutes: RouteObject[] = [];
