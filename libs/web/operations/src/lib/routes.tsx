import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/** Logs, scheduled tasks, system info, modules, parameters, administration and the query builder, inside the authenticated layout; each page loads lazily. */
export const operationsRoutes: RouteObject[] = [
  { path: 'logs', lazy: lazyPage(() => import('./logs/logs-list.page'), (m) => m.LogsListPage) },
  { path: 'logs/detailsview/:username', lazy: lazyPage(() => import('./logs/log-details.page'), (m) => m.LogDetailsPage) },
  { path: 'taskmanager', lazy: lazyPage(() => import('./tasks/task-list.page'), (m) => m.TaskListPage) },
  { path: 'taskmanager/view/:id', lazy: lazyPage(() => import('./tasks/task-view.page'), (m) => m.TaskViewPage) },
  { path: 'taskmanager/edit/:id', lazy: lazyPage(() => import('./tasks/task-edit.page'), (m) => m.TaskEditPage) },
  { path: 'systeminfo', lazy: lazyPage(() => import('./live/systeminfo.page'), (m) => m.SysteminfoPage) },
  { path: 'moduli', lazy: lazyPage(() => import('./moduli/moduli-list.page'), (m) => m.ModuliListPage) },
  { path: 'moduli/edit/:id', lazy: lazyPage(() => import('./moduli/modulo-edit.page'), (m) => m.ModuloEditPage) },
  { path: 'configparameter', lazy: lazyPage(() => import('./moduli/parametri/parametri.page'), (m) => m.ParametriPage) },
  { path: 'configparameter/edit/:id', lazy: lazyPage(() => import('./moduli/parametri/parametro-edit.page'), (m) => m.ParametroEditPage) },
  { path: 'configurazioni', lazy: lazyPage(() => import('./amministrazione/configurazioni/configurazioni.page'), (m) => m.ConfigurazioniPage) },
  { path: 'configurazioni/:routeId', lazy: lazyPage(() => import('./amministrazione/configurazioni/configurazione.page'), (m) => m.ConfigurazionePage) },
  { path: 'integrazionebusiness', lazy: lazyPage(() => import('./amministrazione/integrazionebusiness/richieste-list.page'), (m) => m.RichiesteListPage) },
  { path: 'integrazionebusiness/view/:id', lazy: lazyPage(() => import('./amministrazione/integrazionebusiness/richiesta-view.page'), (m) => m.RichiestaViewPage) },
  { path: 'caseificiosync', lazy: lazyPage(() => import('./amministrazione/caseificio/caseificio-sync.page'), (m) => m.CaseificioSyncPage) },
  { path: 'querybuilder', lazy: lazyPage(() => import('./querybuilder/querybuilder.page'), (m) => m.QueryBuilderPage) },
];

/** /installation, outside the session (spec 3 §2). */
export const installationRoute: RouteObject = {
  path: '/installation',
  lazy: lazyPage(() => import('./amministrazione/installation/installation.page'), (m) => m.InstallationPage),
};
