import type { RouteObject } from 'react-router';

/** The anagrafiche pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const anagraficheRoutes: RouteObject[] = [];
