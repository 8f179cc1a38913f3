import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, requiresPermission } from '@registro/web-ui';

/** The documenti pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const documentiRoutes: RouteObject[] = [
  { path: 'papercleandocumentotipi/documenti', handle: requiresPermission(SEZIONE.documenti), lazy: lazyPage(() => import('./documenti-list.page'), (m) => m.DocumentiListPage) },
  { path: 'papercleandocumentotipi/documentimobile', handle: requiresPermission(SEZIONE.documenti), lazy: lazyPage(() => import('./documenti-mobile-list.page'), (m) => m.DocumentiMobileListPage) },
  { path: 'papercleandocumentotipi/documenti/trasforma/edit/:id', handle: requiresPermission(SEZIONE.documenti), lazy: lazyPage(() => import('./documento-trasforma.page'), (m) => m.DocumentoTrasformaPage) },
];
