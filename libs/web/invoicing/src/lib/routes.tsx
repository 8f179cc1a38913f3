import type { RouteObject } from 'react-router';
import { SEZIONE } from '@registro/contracts';
import { lazyPage, requiresPermission } from '@registro/web-ui';

/**
 * Invoices (spec 2 §2.1) under /contabilita/fatturazione and /fatturazione, the supplier invoices received (/contabilita/fatturericevute, issue 26), document types,
 * reasons, numerators (§2.2) and the facilities' data (/strutture), inside the authenticated layout; each page loads lazily.
 */
export const invoicingRoutes: RouteObject[] = [
  { path: 'contabilita/fatturazione', handle: requiresPermission(SEZIONE.fatturazione), lazy: lazyPage(() => import('./fatture/fatture-list.page'), (m) => m.FattureListPage) },
  { path: 'contabilita/fatturazione/view/:id', handle: requiresPermission(SEZIONE.fatturazione), lazy: lazyPage(() => import('./fatture/fattura-view.page'), (m) => m.FatturaViewPage) },
  { path: 'contabilita/fatturazione/edit/:id', handle: requiresPermission(SEZIONE.fatturazione), lazy: lazyPage(() => import('./fatture/fattura-edit.page'), (m) => m.FatturaEditPage) },
  { path: 'contabilita/fatturericevute', handle: requiresPermission(SEZIONE.fatturericevute), lazy: lazyPage(() => import('./fatture-ricevute/fatture-ricevute-list.page'), (m) => m.FattureRicevuteListPage) },
  { path: 'contabilita/fatturericevute/:id', handle: requiresPermission(SEZIONE.fatturericevute), lazy: lazyPage(() => import('./fatture-ricevute/fattura-ricevuta-view.page'), (m) => m.FatturaRicevutaViewPage) },
  { path: 'fatturazione', handle: requiresPermission(SEZIONE.fatturazione), lazy: lazyPage(() => import('./fatture/fatture-list.page'), (m) => m.FattureListPage) },
  { path: 'fatturazione/view/:id', handle: requiresPermission(SEZIONE.fatturazione), lazy: lazyPage(() => import('./fatture/fattura-view.page'), (m) => m.FatturaViewPage) },
  { path: 'fatturazione/edit/:id', handle: requiresPermission(SEZIONE.fatturazione), lazy: lazyPage(() => import('./fatture/fattura-edit.page'), (m) => m.FatturaEditPage) },
  { path: 'tipidocumento', handle: requiresPermission(SEZIONE.tipidocumento), lazy: lazyPage(() => import('./masterdata/tipidocumento/tipidocumento-list.page'), (m) => m.TipiDocumentoListPage) },
  { path: 'tipidocumento/view/:id', handle: requiresPermission(SEZIONE.tipidocumento), lazy: lazyPage(() => import('./masterdata/tipidocumento/tipodocumento-view.page'), (m) => m.TipoDocumentoViewPage) },
  { path: 'tipidocumento/edit/:id', handle: requiresPermission(SEZIONE.tipidocumento), lazy: lazyPage(() => import('./masterdata/tipidocumento/tipodocumento-edit.page'), (m) => m.TipoDocumentoEditPage) },
  { path: 'causalidocumento', handle: requiresPermission(SEZIONE.causalidocumento), lazy: lazyPage(() => import('./masterdata/causalidocumento/causali-list.page'), (m) => m.CausaliListPage) },
  { path: 'causalidocumento/view/:id', handle: requiresPermission(SEZIONE.causalidocumento), lazy: lazyPage(() => import('./masterdata/causalidocumento/causale-view.page'), (m) => m.CausaleViewPage) },
  { path: 'causalidocumento/edit/:id', handle: requiresPermission(SEZIONE.causalidocumento), lazy: lazyPage(() => import('./masterdata/causalidocumento/causale-edit.page'), (m) => m.CausaleEditPage) },
  { path: 'fatturazionenumeratori', handle: requiresPermission([SEZIONE.numeratori, SEZIONE.fatturazionenumeratori]), lazy: lazyPage(() => import('./masterdata/numeratori/fatturazione-numeratori-list.page'), (m) => m.FatturazioneNumeratoriListPage) },
  { path: 'fatturazionenumeratori/view/:id', handle: requiresPermission([SEZIONE.numeratori, SEZIONE.fatturazionenumeratori]), lazy: lazyPage(() => import('./masterdata/numeratori/numeratore-view.page'), (m) => m.NumeratoreViewPage) },
  { path: 'fatturazionenumeratori/edit/:id', handle: requiresPermission([SEZIONE.numeratori, SEZIONE.fatturazionenumeratori]), lazy: lazyPage(() => import('./masterdata/numeratori/numeratore-edit.page'), (m) => m.NumeratoreEditPage) },
  { path: 'numeratori', handle: requiresPermission([SEZIONE.numeratori, SEZIONE.fatturazionenumeratori]), lazy: lazyPage(() => import('./masterdata/numeratori/numeratori-list.page'), (m) => m.NumeratoriListPage) },
  { path: 'numeratori/view/:id', handle: requiresPermission([SEZIONE.numeratori, SEZIONE.fatturazionenumeratori]), lazy: lazyPage(() => import('./masterdata/numeratori/numeratore-view.page'), (m) => m.NumeratoreViewPage) },
  { path: 'numeratori/edit/:id', handle: requiresPermission([SEZIONE.numeratori, SEZIONE.fatturazionenumeratori]), lazy: lazyPage(() => import('./masterdata/numeratori/numeratore-edit.page'), (m) => m.NumeratoreEditPage) },
  { path: 'editnumeratori/:id', handle: requiresPermission([SEZIONE.numeratori, SEZIONE.fatturazionenumeratori]), lazy: lazyPage(() => import('./masterdata/numeratori/numeratore-edit.page'), (m) => m.NumeratoreEditPage) },
  { path: 'strutture', handle: requiresPermission(SEZIONE.strutture), lazy: lazyPage(() => import('./masterdata/strutture/strutture-list.page'), (m) => m.StruttureListPage) },
  { path: 'strutture/view/:id', handle: requiresPermission(SEZIONE.strutture), lazy: lazyPage(() => import('./masterdata/strutture/struttura-view.page'), (m) => m.StrutturaViewPage) },
  { path: 'strutture/edit/:id', handle: requiresPermission(SEZIONE.strutture), lazy: lazyPage(() => import('./masterdata/strutture/struttura-edit.page'), (m) => m.StrutturaEditPage) },
];
