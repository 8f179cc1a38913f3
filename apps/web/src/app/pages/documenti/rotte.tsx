import type { RouteObject } from 'react-router';

export const rotteDocumenti: RouteObject[] = [];
