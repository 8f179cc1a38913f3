import { Navigate, type RouteObject } from 'react-router';
import { guardiaLoader, rivalidaSempre } from './auth/route-guard';
import { LoginPage } from './auth/login/login-page';
import { MainLayout } from './shell/main-layout';
import { RouteError } from './shell/route-error';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { InstallationPage } from './pages/installation-page';
import { DynamicFormPage } from './pages/test/dynamic-form-page';
import { TestListPage } from './pages/test/test-list-page';
import { TabScrollPage } from './pages/test/tab-scroll-page';
import { GruppiListPage } from './pages/gruppi/gruppi-list-page';
import { GruppoViewPage } from './pages/gruppi/gruppo-view-page';
import { UsersListPage } from './pages/users/users-list-page';
import { ProfiloViewPage } from './pages/profilo/profilo-view-page';
import { ProfiloEditPage } from './pages/profilo/profilo-edit-page';
import { GruppoEditPage } from './pages/gruppi/gruppo-edit-page';
import { UtenteEditPage } from './pages/users/utente-edit-page';
import { SessionListPage } from './pages/session/session-list-page';
import { LogsListPage } from './pages/logs/logs-list-page';
import { LogDetailsPage } from './pages/logs/log-details-page';
import { rotteTaskmanager } from './pages/taskmanager/rotte';
import { rotteSysteminfo } from './pages/systeminfo/rotte';
import { rotteModuli } from './pages/moduli/rotte';
import { rotteConfigparameter } from './pages/configparameter/rotte';
import { rotteAmministrazione } from './pages/amministrazione/rotte';
import { rotteStampa } from './pages/stampa/rotte';
import { rotteDocumenti } from './pages/documenti/rotte';
import { QueryBuilderPage } from './pages/querybuilder-page';

/** Pages inside the authenticated layout; anything else under it is NotFound. */
export const pagineAutenticate: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: 'home', element: <HomePage /> },
  { path: 'test', element: <DynamicFormPage /> },
  { path: 'testlist', element: <TestListPage /> },
  { path: 'testtabscroll', element: <TabScrollPage /> },
  { path: 'gruppi', element: <GruppiListPage /> },
  { path: 'gruppi/view/:id', element: <GruppoViewPage /> },
  { path: 'gruppi/edit/:id', element: <GruppoEditPage /> },
  { path: 'users', element: <UsersListPage /> },
  { path: 'users/edit/:id', element: <UtenteEditPage /> },
  { path: 'users/view/:id', element: <UtenteEditPage /> },
  { path: 'session', element: <SessionListPage /> },
  { path: 'logs', element: <LogsListPage /> },
  { path: 'logs/detailsview/:username', element: <LogDetailsPage /> },
  { path: 'profilo/view/:id', element: <ProfiloViewPage /> },
  { path: 'profilo/edit/:id', element: <ProfiloEditPage /> },
  ...rotteTaskmanager,
  ...rotteSysteminfo,
  ...rotteModuli,
  ...rotteConfigparameter,
  ...rotteAmministrazione,
  ...rotteStampa,
  ...rotteDocumenti,
  { path: 'querybuilder', element: <QueryBuilderPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Spec 3 §2: /login and /installation always reachable; / is the guarded layout. */
export const rotte: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/installation', element: <InstallationPage />, errorElement: <RouteError /> },
  {
    id: 'layout',
    path: '/',
    element: <MainLayout />,
    loader: guardiaLoader,
    HydrateFallback: () => null,
    shouldRevalidate: rivalidaSempre,
    errorElement: <RouteError />,
    children: pagineAutenticate,
  },
];
