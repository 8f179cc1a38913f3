import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/** The ordini pages (spec 3), inside the authenticated layout; each page loads lazily. */
export const ordiniRoutes: RouteObject[] = [{ path: 'ordini', lazy: lazyPage(() => import('./ordini-list.page'), (m) => m.OrdiniListPage) }];
