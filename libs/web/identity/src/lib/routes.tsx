import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/** Users, groups, profile, sessions, the demo athletes (/testlist) and the /test demo pages, inside the authenticated layout; each page loads lazily. */
export const identityRoutes: RouteObject[] = [
  { path: 'test', lazy: lazyPage(() => import('./test/dynamic-form.page'), (m) => m.DynamicFormPage) },
  { path: 'testlist', lazy: lazyPage(() => import('./athletes/athletes-list.page'), (m) => m.AthletesListPage) },
  { path: 'worklist/visitamedicosportiva/view/:id', lazy: lazyPage(() => import('./athletes/athlete-view.page'), (m) => m.AthleteViewPage) },
  { path: 'testtabscroll', lazy: lazyPage(() => import('./test/tab-scroll.page'), (m) => m.TabScrollPage) },
  { path: 'gruppi', lazy: lazyPage(() => import('./gruppi/gruppi-list.page'), (m) => m.GruppiListPage) },
  { path: 'gruppi/view/:id', lazy: lazyPage(() => import('./gruppi/gruppo-view.page'), (m) => m.GruppoViewPage) },
  { path: 'gruppi/edit/:id', lazy: lazyPage(() => import('./gruppi/gruppo-edit.page'), (m) => m.GruppoEditPage) },
  { path: 'users', lazy: lazyPage(() => import('./users/users-list.page'), (m) => m.UsersListPage) },
  { path: 'users/edit/:id', lazy: lazyPage(() => import('./users/user-edit.page'), (m) => m.UserEditPage) },
  { path: 'users/view/:id', lazy: lazyPage(() => import('./users/user-edit.page'), (m) => m.UserEditPage) },
  { path: 'session', lazy: lazyPage(() => import('./sessions/session-list.page'), (m) => m.SessionListPage) },
  { path: 'profilo/view/:id', lazy: lazyPage(() => import('./profile/profile-view.page'), (m) => m.ProfileViewPage) },
  { path: 'profilo/edit/:id', lazy: lazyPage(() => import('./profile/profile-edit.page'), (m) => m.ProfileEditPage) },
];
