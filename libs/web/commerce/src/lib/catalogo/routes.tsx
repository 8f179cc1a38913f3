import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, requiresPermission } from '@registro/web-ui';

/** The catalogue's pages (spec 3 §2): VAT, groups, brands, categories, articles; inside the authenticated layout, each loading lazily. */
export const catalogoRoutes: RouteObject[] = [
  { path: 'papercleanconfigurazioneiva', handle: requiresPermission(SEZIONE.iva), lazy: lazyPage(() => import('./iva-list.page'), (m) => m.IvaListPage) },
  { path: 'papercleanconfigurazionegruppi', handle: requiresPermission(SEZIONE.gruppiarticoli), lazy: lazyPage(() => import('./gruppi-list.page'), (m) => m.GruppiListPage) },
  { path: 'papercleanconfigurazionemarche', handle: requiresPermission(SEZIONE.marche), lazy: lazyPage(() => import('./marche-list.page'), (m) => m.MarcheListPage) },
  { path: 'papercleanconfigurazionecategorie', handle: requiresPermission(SEZIONE.categorie), lazy: lazyPage(() => import('./categorie-list.page'), (m) => m.CategorieListPage) },
  { path: 'papercleanarticoli', handle: requiresPermission(SEZIONE.articoli), lazy: lazyPage(() => import('./articoli/articoli-list.page'), (m) => m.ArticoliListPage) },
  { path: 'papercleanarticoli/edit/:id', handle: requiresPermission(SEZIONE.articoli), lazy: lazyPage(() => import('./articoli/articolo-edit.page'), (m) => m.ArticoloEditPage) },
];
