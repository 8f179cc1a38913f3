import type { RouteObject } from 'react-router';
import { ModuliListPage } from './moduli-list-page';
import { ModuloEditPage } from './modulo-edit-page';

/** Pages of this area inside the authenticated layout. */
export const rotteModuli: RouteObject[] = [
  { path: 'moduli', element: <ModuliListPage /> },
  { path: 'moduli/edit/:id', element: <ModuloEditPage /> },
];
