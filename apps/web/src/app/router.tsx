import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '@registro/web-ui';
import { identityRoutes } from '@registro/web-identity';
import { installationRoute, operationsRoutes } from '@registro/web-operations';
import { reportingRoutes } from '@registro/web-reporting';
import { invoicingRoutes } from '@registro/web-invoicing';
import { commerceRoutes } from '@registro/web-commerce';
import { analyticsRoutes } from '@registro/web-analytics';
import { codeLoader, guardLoader, alwaysRevalidate } from './auth/route-guard';
import { LoginPage } from './auth/login/login-page';
import { MainLayout } from './shell/main-layout';
import { RouteError } from './shell/route-error';
import { HomePage } from './shell/home.page';
import { ProxyPage } from './shell/proxy.page';

/** Pages inside the authenticated layout: the shell's own and each feature library's; anything else under it is NotFound. */
export const authenticatedRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: 'home', element: <HomePage /> },
  { path: 'proxy', element: <ProxyPage /> },
  ...identityRoutes,
  ...operationsRoutes,
  ...reportingRoutes,
  ...invoicingRoutes,
  ...commerceRoutes,
  ...analyticsRoutes,
  { path: '*', element: <NotFoundPage /> },
];

/** Spec 3 §2: /login and /installation always reachable; / is the guarded layout. A ?code= is exchanged on any of them first (§4 Startup). */
export const appRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { ...installationRoute, loader: codeLoader, HydrateFallback: () => null, errorElement: <RouteError /> },
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
