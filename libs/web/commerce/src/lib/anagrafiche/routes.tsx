import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, requiresPermission } from '@registro/web-ui';

/** The anagrafiche pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const anagraficheRoutes: RouteObject[] = [
  { path: 'papercleanconfigurazionrdizionari', handle: requiresPermission(SEZIONE.dizionari), lazy: lazyPage(() => import('./dizionari-list.page'), (m) => m.DizionariListPage) },
  { path: 'papercleanconfigurazionrdizionari/view/:id', handle: requiresPermission(SEZIONE.dizionari), lazy: lazyPage(() => import('./dizionario-view.page'), (m) => m.DizionarioViewPage) },
  { path: 'papercleananagraficatipi', handle: requiresPermission(SEZIONE.anagrafica), lazy: lazyPage(() => import('./anagrafica-tipi.page'), (m) => m.AnagraficaTipiPage) },
  { path: 'papercleananagraficatipi/anagrafica', handle: requiresPermission(SEZIONE.anagrafica), lazy: lazyPage(() => import('./anagrafica-list.page'), (m) => m.AnagraficaListPage) },
  { path: 'papercleandocumentotipi', handle: requiresPermission(SEZIONE.documenti), lazy: lazyPage(() => import('./documento-tipi.page'), (m) => m.DocumentoTipiPage) },
];
