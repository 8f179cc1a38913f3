import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, SIGNED_IN, lazyPage } from '@registro/web-ui';
import { identityRoutes } from '@registro/web-identity';
import { operationsRoutes } from '@registro/web-operations';
import { reportingRoutes } from '@registro/web-reporting';
import { invoicingRoutes } from '@registro/web-invoicing';
import { commerceRoutes } from '@registro/web-commerce';
import { analyticsRoutes } from '@registro/web-analytics';
import { guardLoader, alwaysRevalidate } from './auth/route-guard';
import { MainLayout } from './shell/main-layout';
import { RouteError } from './shell/route-error';

/**
 * Pages inside the authenticated layout: the shell's own and each feature library's; anything else
 * under it is NotFound. Each declares its access in `handle` (requiresPermission or SIGNED_IN): the
 * shell's gate shows "Non hai i permessi per questa pagina" instead of a page the user may not open.
 */
export const authenticatedRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: 'home', handle: SIGNED_IN, lazy: lazyPage(() => import('./shell/home.page'), (m) => m.HomePage) },
  { path: 'proxy', handle: SIGNED_IN, lazy: lazyPage(() => import('./shell/proxy.page'), (m) => m.ProxyPage) },
  ...identityRoutes,
  ...operationsRoutes,
  ...reportingRoutes,
  ...invoicingRoutes,
  ...commerceRoutes,
  ...analyticsRoutes,
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Spec 3 §2: /login and /installation always reachable (each page, the login's too, loads lazily:
 * the first load holds only the shell); / is the guarded layout. /installation is
 * one of its pages (inside the shell for a signed-in user with the permission), shown alone while
 * nobody is signed in (the guard's 'installazione'). A ?code= is exchanged first (§4 Startup).
 */
export const appRoutes: RouteObject[] = [
  { path: '/login', lazy: lazyPage(() => import('./auth/login/login-page'), (m) => m.LoginPage), errorElement: <RouteError /> },
  {
    id: 'layout',
    path: '/',
    element: <MainLayout />,
    loader: guardLoader,
    HydrateFallback: () => null,
    shouldRevalidate: alwaysRevalidate,
    errorElement: <RouteError />,
    children: authenticatedRoutes,
  },
];
