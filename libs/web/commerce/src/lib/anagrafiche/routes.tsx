import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/** The anagrafiche pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const anagraficheRoutes: RouteObject[] = [
  { path: 'papercleanconfigurazionrdizionari', lazy: lazyPage(() => import('./dizionari-list.page'), (m) => m.DizionariListPage) },
  { path: 'papercleanconfigurazionrdizionari/view/:id', lazy: lazyPage(() => import('./dizionario-view.page'), (m) => m.DizionarioViewPage) },
  { path: 'papercleananagraficatipi', lazy: lazyPage(() => import('./anagrafica-tipi.page'), (m) => m.AnagraficaTipiPage) },
  { path: 'papercleananagraficatipi/anagrafica', lazy: lazyPage(() => import('./anagrafica-list.page'), (m) => m.AnagraficaListPage) },
  { path: 'papercleandocumentotipi', lazy: lazyPage(() => import('./documento-tipi.page'), (m) => m.DocumentoTipiPage) },
];
