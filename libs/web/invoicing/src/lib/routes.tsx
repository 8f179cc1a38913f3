import type { RouteObject } from 'react-router';

/**
 * Invoices (spec 2 §2.1) under /contabilita/fatturazione and /fatturazione, document types,
 * reasons and numerators (§2.2), inside the authenticated layout; each page loads lazily.
 */
export const invoicingRoutes: RouteObject[] = [];
