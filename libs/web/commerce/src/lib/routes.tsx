import type { RouteObject } from 'react-router';
import { anagraficheRoutes } from './anagrafiche/routes';
import { catalogoRoutes } from './catalogo/routes';
import { documentiRoutes } from './documenti/routes';
import { ordiniRoutes } from './ordini/routes';

/**
 * Commerce (spec 3): dictionaries and parties, the catalogue (VAT, groups, brands, categories,
 * articles), commercial documents with their transformation, and orders.
 */
export const commerceRoutes: RouteObject[] = [...anagraficheRoutes, ...catalogoRoutes, ...documentiRoutes, ...ordiniRoutes];
