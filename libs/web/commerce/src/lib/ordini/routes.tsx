import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, requiresPermission } from '@registro/web-ui';

/** The ordini pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const ordiniRoutes: RouteObject[] = [{ path: 'ordini', handle: requiresPermission(SEZIONE.ordini, ['visualizza', 'modifica']), lazy: lazyPage(() => import('./ordini-list.page'), (m) => m.OrdiniListPage) }];
