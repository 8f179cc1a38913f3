import type { RouteObject } from 'react-router';
import { ParametriPage } from './parametri-page';
import { ParametroEditPage } from './parametro-edit-page';

/** Pages of this area inside the authenticated layout. */
export const rotteConfigparameter: RouteObject[] = [
  { path: 'configparameter', element: <ParametriPage /> },
  { path: 'configparameter/edit/:id', element: <ParametroEditPage /> },
];
