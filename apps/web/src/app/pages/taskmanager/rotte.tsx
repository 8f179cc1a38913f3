import type { RouteObject } from 'react-router';
import { TaskEditPage } from './task-edit-page';
import { TaskListPage } from './task-list-page';
import { TaskViewPage } from './task-view-page';

/** Pages of this area inside the authenticated layout. */
export const rotteTaskmanager: RouteObject[] = [
  { path: 'taskmanager', element: <TaskListPage /> },
  { path: 'taskmanager/view/:id', element: <TaskViewPage /> },
  { path: 'taskmanager/edit/:id', element: <TaskEditPage /> },
];
