import type { RouteObject } from 'react-router';
import { lazyPage } from '@registro/web-ui';

/** The catalogue's pages (spec 3 §2): VAT, groups, brands, categories, articles; inside the authenticated layout, each loading lazily. */
export const catalogoRoutes: RouteObject[] = [
  { path: 'papercleanconfigurazioneiva', lazy: lazyPage(() => import('./iva-list.page'), (m) => m.IvaListPage) },
  { path: 'papercleanconfigurazionegruppi', lazy: lazyPage(() => import('./gruppi-list.page'), (m) => m.GruppiListPage) },
  { path: 'papercleanconfigurazionemarche', lazy: lazyPage(() => import('./marche-list.page'), (m) => m.MarcheListPage) },
  { path: 'papercleanconfigurazionecategorie', lazy: lazyPage(() => import('./categorie-list.page'), (m) => m.CategorieListPage) },
  { path: 'papercleanarticoli', lazy: lazyPage(() => import('./articoli/articoli-list.page'), (m) => m.ArticoliListPage) },
  { path: 'papercleanarticoli/edit/:id', lazy: lazyPage(() => import('./articoli/articolo-edit.page'), (m) => m.ArticoloEditPage) },
];
