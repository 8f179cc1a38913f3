import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { demoPage, lazyPage, SIGNED_IN, requiresPermission } from '@registro/web-ui';

/** Users, groups, profile, sessions, the demo athletes (/testlist) and the /test demo pages (demoPage: only where config.json says demo), inside the authenticated layout; each page loads lazily. */
export const identityRoutes: RouteObject[] = [
  { path: 'test', handle: demoPage(requiresPermission(SEZIONE.demo)), lazy: lazyPage(() => import('./test/dynamic-form.page'), (m) => m.DynamicFormPage) },
  { path: 'testlist', handle: demoPage(requiresPermission(SEZIONE.demo)), lazy: lazyPage(() => import('./athletes/athletes-list.page'), (m) => m.AthletesListPage) },
  { path: 'worklist/visitamedicosportiva/view/:id', handle: demoPage(requiresPermission(SEZIONE.demo)), lazy: lazyPage(() => import('./athletes/athlete-view.page'), (m) => m.AthleteViewPage) },
  { path: 'testtabscroll', handle: demoPage(requiresPermission(SEZIONE.demo)), lazy: lazyPage(() => import('./test/tab-scroll.page'), (m) => m.TabScrollPage) },
  { path: 'gruppi', handle: requiresPermission(SEZIONE.gruppi), lazy: lazyPage(() => import('./gruppi/gruppi-list.page'), (m) => m.GruppiListPage) },
  { path: 'gruppi/view/:id', handle: requiresPermission(SEZIONE.gruppi), lazy: lazyPage(() => import('./gruppi/gruppo-view.page'), (m) => m.GruppoViewPage) },
  { path: 'gruppi/edit/:id', handle: requiresPermission(SEZIONE.gruppi), lazy: lazyPage(() => import('./gruppi/gruppo-edit.page'), (m) => m.GruppoEditPage) },
  { path: 'users', handle: requiresPermission(SEZIONE.users), lazy: lazyPage(() => import('./users/users-list.page'), (m) => m.UsersListPage) },
  { path: 'users/edit/:id', handle: requiresPermission(SEZIONE.users), lazy: lazyPage(() => import('./users/user-edit.page'), (m) => m.UserEditPage) },
  { path: 'users/view/:id', handle: requiresPermission(SEZIONE.users), lazy: lazyPage(() => import('./users/user-edit.page'), (m) => m.UserEditPage) },
  { path: 'session', handle: requiresPermission(SEZIONE.session), lazy: lazyPage(() => import('./sessions/session-list.page'), (m) => m.SessionListPage) },
  { path: 'profilo/view/:id', handle: SIGNED_IN, lazy: lazyPage(() => import('./profile/profile-view.page'), (m) => m.ProfileViewPage) },
  { path: 'profilo/edit/:id', handle: SIGNED_IN, lazy: lazyPage(() => import('./profile/profile-edit.page'), (m) => m.ProfileEditPage) },
];
