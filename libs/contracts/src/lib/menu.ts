/** A menu entry as the profile returns it (spec 1 §3): children are nested. */
export interface VoceMenu {
  routeId: string;
  viewId?: string;
  text: string;
  iconCls?: string;
  badge?: string;
  primaryKey?: string;
  children?: VoceMenu[];
}

/** A menu entry as a group stores it: flat, linked by idPadre (spec 1 §3, group). */
export interface VoceMenuGruppo {
  routeId: string;
  idPadre: string | null;
  text: string;
  iconCls?: string;
  selezionato: boolean;
}

/**
 * The section whose `visualizza` a menu entry needs: a group may select the entry, but a user
 * without that permission does not see it (its calls would answer 403). Entries not listed need none.
 */
export const SEZIONE_VOCE_MENU: Readonly<Record<string, string>> = {
  fatturazione: 'fatturazione',
  fatturericevute: 'fatturericevute',
  tipidocumento: 'tipidocumento',
  causalidocumento: 'causalidocumento',
  fatturazionenumeratori: 'fatturazionenumeratori',
  numeratori: 'numeratori',
  strutture: 'strutture',
  papercleanconfigurazionrdizionari: 'dizionari',
  papercleananagraficatipi: 'anagrafica',
  papercleanconfigurazioneiva: 'iva',
  papercleanconfigurazionegruppi: 'gruppiarticoli',
  papercleanconfigurazionemarche: 'marche',
  papercleanconfigurazionecategorie: 'categorie',
  papercleanarticoli: 'articoli',
  papercleandocumentotipi: 'documenti',
  documentimobile: 'documenti',
  ordini: 'ordini',
  dataanalysisdashboards: 'dataanalysis',
  dataanalysisquery: 'dataanalysis',
  dataanalysistables: 'dataanalysis',
  dataanalydatasources: 'dataanalysis',
  dataanalysisdashboardgruppi: 'dataanalysis',
};

/**
 * The group of the demonstration pages (spec 1's test routes): a deployment shows it only where
 * config.json says `demo: true` (development and the end-to-end runs, not the production image).
 */
export const MENU_DEMO = 'demo';

/**
 * Every screen of the three specifications, one entry each with a label that says which screen,
 * grouped as the administrator's sidebar shows them. Not here: the Query Builder placeholder (spec
 * 2 §2.7; its address is the not-found page) and the second numerator list (/fatturazionenumeratori,
 * the same counters as /numeratori; its route stays). The profile answers these labels, whatever label a group stored.
 */
export const MENU_COMPLETO: VoceMenu[] = [
  { routeId: 'home', viewId: '/home', text: 'Home', iconCls: 'pi pi-home' },
  {
    routeId: 'cruscotti', text: 'Cruscotti', iconCls: 'pi pi-chart-bar',
    children: [
      { routeId: 'dashboard', viewId: '/dashboard', text: 'Dashboard', iconCls: 'pi pi-chart-line' },
      { routeId: 'aslna1dashboard', viewId: '/aslna1dashboard', text: 'Riepilogo Documenti', iconCls: 'pi pi-file' },
      { routeId: 'documentrepository', viewId: '/documentrepository', text: 'Archivio Documenti', iconCls: 'pi pi-folder-open' },
    ],
  },
  {
    routeId: 'contabilita', text: 'Contabilità', iconCls: 'pi pi-euro',
    children: [
      { routeId: 'fatturazione', viewId: '/contabilita/fatturazione', text: 'Fatturazione', iconCls: 'pi pi-file-edit' },
      { routeId: 'fatturericevute', viewId: '/contabilita/fatturericevute', text: 'Fatture Ricevute', iconCls: 'pi pi-inbox' },
      { routeId: 'tipidocumento', viewId: '/tipidocumento', text: 'Tipi Documento Fatturazione', iconCls: 'pi pi-tags' },
      { routeId: 'causalidocumento', viewId: '/causalidocumento', text: 'Causali Documento', iconCls: 'pi pi-tag' },
      { routeId: 'numeratori', viewId: '/numeratori', text: 'Numeratori', iconCls: 'pi pi-sort-numeric-up-alt' },
      { routeId: 'strutture', viewId: '/strutture', text: 'Strutture', iconCls: 'pi pi-building' },
    ],
  },
  {
    routeId: 'anagrafiche', text: 'Anagrafiche', iconCls: 'pi pi-book',
    children: [
      { routeId: 'papercleanconfigurazionrdizionari', viewId: '/papercleanconfigurazionrdizionari', text: 'Dizionari', iconCls: 'pi pi-list' },
      { routeId: 'papercleananagraficatipi', viewId: '/papercleananagraficatipi', text: 'Clienti e Fornitori', iconCls: 'pi pi-id-card' },
      { routeId: 'papercleanconfigurazioneiva', viewId: '/papercleanconfigurazioneiva', text: 'I.V.A.', iconCls: 'pi pi-percentage' },
      { routeId: 'papercleanconfigurazionegruppi', viewId: '/papercleanconfigurazionegruppi', text: 'Gruppi Articoli', iconCls: 'pi pi-sitemap' },
      { routeId: 'papercleanconfigurazionemarche', viewId: '/papercleanconfigurazionemarche', text: 'Marche', iconCls: 'pi pi-star' },
      { routeId: 'papercleanconfigurazionecategorie', viewId: '/papercleanconfigurazionecategorie', text: 'Categorie', iconCls: 'pi pi-folder' },
      { routeId: 'papercleanarticoli', viewId: '/papercleanarticoli', text: 'Articoli', iconCls: 'pi pi-box' },
    ],
  },
  {
    routeId: 'documentazione', text: 'Documenti e Ordini', iconCls: 'pi pi-copy',
    children: [
      { routeId: 'papercleandocumentotipi', viewId: '/papercleandocumentotipi', text: 'Documenti Commerciali', iconCls: 'pi pi-file' },
      { routeId: 'documentimobile', viewId: '/papercleandocumentotipi/documentimobile', text: 'Documenti Commerciali Mobile', iconCls: 'pi pi-mobile' },
      { routeId: 'ordini', viewId: '/ordini', text: 'Ordini', iconCls: 'pi pi-shopping-cart' },
    ],
  },
  {
    routeId: 'stampa', text: 'Stampa', iconCls: 'pi pi-print',
    children: [
      { routeId: 'printserver', viewId: '/printserver', text: 'Print Server', iconCls: 'pi pi-server' },
      { routeId: 'printreport', viewId: '/printreport', text: 'Template di Stampa', iconCls: 'pi pi-file-pdf' },
    ],
  },
  {
    routeId: 'analisidati', text: 'Analisi Dati', iconCls: 'pi pi-chart-pie',
    children: [
      { routeId: 'dataanalysisdashboards', viewId: '/dataanalysisdashboards', text: 'Gestione Dashboard', iconCls: 'pi pi-th-large' },
      { routeId: 'dataanalysisquery', viewId: '/dataanalysisquery', text: 'Query', iconCls: 'pi pi-search' },
      { routeId: 'dataanalysistables', viewId: '/dataanalysistables', text: 'Tabelle', iconCls: 'pi pi-table' },
      { routeId: 'dataanalydatasources', viewId: '/dataanalydatasources', text: 'Sorgenti Dati', iconCls: 'pi pi-database' },
      { routeId: 'dataanalysisdashboardgruppi', viewId: '/dataanalysisdashboardgruppi', text: 'Dashboard per Profilo', iconCls: 'pi pi-users' },
    ],
  },
  {
    routeId: 'amministrazione', text: 'Amministrazione', iconCls: 'pi pi-cog',
    children: [
      { routeId: 'users', viewId: '/users', text: 'Utenti', iconCls: 'pi pi-user' },
      { routeId: 'gruppi', viewId: '/gruppi', text: 'Gruppi', iconCls: 'pi pi-users' },
      { routeId: 'session', viewId: '/session', text: 'Sessioni', iconCls: 'pi pi-key' },
      { routeId: 'logs', viewId: '/logs', text: 'Log', iconCls: 'pi pi-history' },
      { routeId: 'systeminfo', viewId: '/systeminfo', text: 'Info di Sistema', iconCls: 'pi pi-desktop' },
      { routeId: 'taskmanager', viewId: '/taskmanager', text: 'Task Schedulati', iconCls: 'pi pi-clock' },
      { routeId: 'moduli', viewId: '/moduli', text: 'Moduli', iconCls: 'pi pi-th-large' },
      { routeId: 'configparameter', viewId: '/configparameter', text: 'Parametri', iconCls: 'pi pi-sliders-h' },
      { routeId: 'configurazioni', viewId: '/configurazioni', text: 'Pannello di Configurazione', iconCls: 'pi pi-wrench' },
      { routeId: 'integrazionebusiness', viewId: '/integrazionebusiness', text: 'Richieste Integrazione', iconCls: 'pi pi-send' },
      { routeId: 'caseificiosync', viewId: '/caseificiosync', text: 'Import Caseificio', iconCls: 'pi pi-refresh' },
      { routeId: 'installation', viewId: '/installation', text: 'Installazione', iconCls: 'pi pi-download' },
    ],
  },
  {
    routeId: 'demo', text: 'Demo', iconCls: 'pi pi-palette',
    children: [
      { routeId: 'test', viewId: '/test', text: 'Form Dinamico', iconCls: 'pi pi-pencil' },
      { routeId: 'testlist', viewId: '/testlist', text: 'Atleti', iconCls: 'pi pi-list' },
      { routeId: 'testtabscroll', viewId: '/testtabscroll', text: 'Tab Scorrevoli', iconCls: 'pi pi-arrows-h' },
    ],
  },
];

/** Flattens a nested menu into the group's stored form. */
export function appiattisciMenu(menu: VoceMenu[], idPadre: string | null = null): VoceMenuGruppo[] {
  return menu.flatMap((v) => [
    { routeId: v.routeId, idPadre, text: v.text, iconCls: v.iconCls, selezionato: true },
    ...appiattisciMenu(v.children ?? [], v.routeId),
  ]);
}
