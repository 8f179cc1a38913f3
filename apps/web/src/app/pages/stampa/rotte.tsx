import type { RouteObject } from 'react-router';

export const rotteStampa: RouteObject[] = [];
