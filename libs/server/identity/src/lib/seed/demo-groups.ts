import { MENU_COMPLETO, PERMESSI, SEZIONI, appiattisciMenu, type NomePermesso } from '@registro/contracts';
import type { SezioneGruppo } from '../domain/group.events';

const sezioni = (attivo: (sezione: string, permesso: NomePermesso) => boolean): SezioneGruppo[] =>
  SEZIONI.map((s) => ({
    id: s.id,
    descrizione: s.descrizione,
    permessi: PERMESSI.map((permesso) => ({ permesso, attivo: attivo(s.id, permesso) })),
  }));

const MENU_OPERATORI = new Set(['home', 'cruscotti', 'dashboard', 'demo', 'test', 'testlist', 'testtabscroll', 'contabilita', 'fatturericevute']);

/** What the operators may do besides the demo pages: import and read the received supplier invoices. */
const PERMESSI_OPERATORI: Readonly<Record<string, readonly NomePermesso[]>> = {
  demo: ['visualizza'],
  fatturericevute: ['visualizza', 'modifica'],
};

export const GRUPPO_AMMINISTRATORI = {
  nome: 'Amministratori',
  descrizione: 'Accesso completo a tutte le funzioni',
  menu: appiattisciMenu(MENU_COMPLETO),
  sezioni: sezioni(() => true),
};

export const GRUPPO_OPERATORI = {
  nome: 'Operatori',
  descrizione: 'Home e pagine dimostrative',
  menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: MENU_OPERATORI.has(v.routeId) })),
  sezioni: sezioni((s, p) => PERMESSI_OPERATORI[s]?.includes(p) ?? false),
};

/** A patient's group (spec 1 §4): one menu entry, homepaziente, and no section permissions; own documents need none. */
export const GRUPPO_PAZIENTI = {
  nome: 'Pazienti',
  descrizione: 'Home del paziente: i propri documenti e il profilo',
  menu: [{ routeId: 'homepaziente', idPadre: null, text: 'Home Paziente', iconCls: 'pi pi-home', selezionato: true }],
  sezioni: sezioni(() => false),
};

/** The menu of a customer: home and the orders (under their group "Documenti e Ordini"). */
const MENU_CLIENTI = new Set(['home', 'documentazione', 'ordini']);

/**
 * A customer's group (spec 3 §1, profile CLIENTE): `ordini` modifica only, so they see and create
 * their own orders (no visualizza: no other customer's orders, no customer filter; no approva).
 */
export const GRUPPO_CLIENTI = {
  nome: 'CLIENTE',
  descrizione: 'Clienti: i propri ordini',
  menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: MENU_CLIENTI.has(v.routeId) })),
  sezioni: sezioni((s, p) => s === 'ordini' && p === 'modifica'),
};
