import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, SIGNED_IN, requiresPermission } from '@registro/web-ui';

/**
 * /installation (spec 3 §2), a page of the shell for a user with `installation`; without a session the
 * shell's guard shows it alone (the form while the platform is not installed, then "sign in").
 */
export const installationRoute: RouteObject = {
  path: 'installation',
  handle: requiresPermission(SEZIONE.installation),
  lazy: lazyPage(() => import('./amministrazione/installation/installation.page'), (m) => m.InstallationPage),
};

/** Logs, scheduled tasks, system info, modules, parameters, administration, inside the authenticated layout; each page loads lazily. */
export const operationsRoutes: RouteObject[] = [
  { path: 'logs', handle: requiresPermission(SEZIONE.logs), lazy: lazyPage(() => import('./logs/logs-list.page'), (m) => m.LogsListPage) },
  { path: 'logs/detailsview/:username', handle: requiresPermission(SEZIONE.logs), lazy: lazyPage(() => import('./logs/log-details.page'), (m) => m.LogDetailsPage) },
  { path: 'taskmanager', handle: requiresPermission(SEZIONE.taskmanager), lazy: lazyPage(() => import('./tasks/task-list.page'), (m) => m.TaskListPage) },
  { path: 'taskmanager/view/:id', handle: requiresPermission(SEZIONE.taskmanager), lazy: lazyPage(() => import('./tasks/task-view.page'), (m) => m.TaskViewPage) },
  { path: 'taskmanager/edit/:id', handle: requiresPermission(SEZIONE.taskmanager), lazy: lazyPage(() => import('./tasks/task-edit.page'), (m) => m.TaskEditPage) },
  { path: 'systeminfo', handle: requiresPermission(SEZIONE.systeminfo), lazy: lazyPage(() => import('./live/systeminfo.page'), (m) => m.SysteminfoPage) },
  { path: 'moduli', handle: requiresPermission(SEZIONE.moduli), lazy: lazyPage(() => import('./moduli/moduli-list.page'), (m) => m.ModuliListPage) },
  { path: 'moduli/edit/:id', handle: requiresPermission(SEZIONE.moduli), lazy: lazyPage(() => import('./moduli/modulo-edit.page'), (m) => m.ModuloEditPage) },
  { path: 'configparameter', handle: requiresPermission(SEZIONE.configparameter), lazy: lazyPage(() => import('./moduli/parametri/parametri.page'), (m) => m.ParametriPage) },
  { path: 'configparameter/edit/:id', handle: requiresPermission(SEZIONE.configparameter), lazy: lazyPage(() => import('./moduli/parametri/parametro-edit.page'), (m) => m.ParametroEditPage) },
  { path: 'configurazioni', handle: SIGNED_IN, lazy: lazyPage(() => import('./amministrazione/configurazioni/configurazioni.page'), (m) => m.ConfigurazioniPage) },
  { path: 'configurazioni/:routeId', handle: SIGNED_IN, lazy: lazyPage(() => import('./amministrazione/configurazioni/configurazione.page'), (m) => m.ConfigurazionePage) },
  { path: 'integrazionebusiness', handle: requiresPermission(SEZIONE.integrazionebusiness), lazy: lazyPage(() => import('./amministrazione/integrazionebusiness/richieste-list.page'), (m) => m.RichiesteListPage) },
  { path: 'integrazionebusiness/view/:id', handle: requiresPermission(SEZIONE.integrazionebusiness), lazy: lazyPage(() => import('./amministrazione/integrazionebusiness/richiesta-view.page'), (m) => m.RichiestaViewPage) },
  { path: 'caseificiosync', handle: requiresPermission(SEZIONE.caseificiosync), lazy: lazyPage(() => import('./amministrazione/caseificio/caseificio-sync.page'), (m) => m.CaseificioSyncPage) },
  installationRoute,
];
