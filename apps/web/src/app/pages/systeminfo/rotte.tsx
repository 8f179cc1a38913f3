import type { RouteObject } from 'react-router';

/** Pages of this area inside the authenticated layout. */
export const rotteSysteminfo: RouteObject[] = [];
