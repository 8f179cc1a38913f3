import { MENU_DEMO, type VoceMenu } from '@registro/contracts';

/** Spec 1 §2: a submenu is 42 px tall per child. */
export const SUBMENU_ITEM_HEIGHT = 42;

/** The route an entry opens; homepaziente has its own (spec 1 §4). */
export function itemPath(voce: VoceMenu): string | undefined {
  if (voce.routeId === 'homepaziente') return '/paziente/homepaziente';
  return voce.viewId;
}

/** Active by path prefix, on whole segments: /test is not active on /testlist. */
export function pathMatches(percorso: string | undefined, pathname: string): boolean {
  if (!percorso) return false;
  const base = percorso.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Every entry that opens a page, depth first, in menu order. */
export function itemsWithPage(menu: VoceMenu[]): VoceMenu[] {
  return menu.flatMap((v) => [...(itemPath(v) ? [v] : []), ...itemsWithPage(v.children ?? [])]);
}

export function containsPath(voce: VoceMenu, pathname: string): boolean {
  return itemsWithPage([voce]).some((v) => pathMatches(itemPath(v), pathname));
}

/** routeIds of the groups that hold the current route: they start open. */
export function openGroups(menu: VoceMenu[], pathname: string): string[] {
  return menu.flatMap((v) =>
    v.children?.length && containsPath(v, pathname) ? [v.routeId, ...openGroups(v.children, pathname)] : [],
  );
}

/** Height of an open submenu: 42 px per child, plus what its open subgroups show. */
export function submenuHeight(voce: VoceMenu, aperti: ReadonlySet<string>): number {
  return (voce.children ?? []).reduce(
    (totale, figlio) =>
      totale + SUBMENU_ITEM_HEIGHT + (figlio.children?.length && aperti.has(figlio.routeId) ? submenuHeight(figlio, aperti) : 0),
    0,
  );
}

/** Where sign-in lands (spec 1 §4: the user goes to Home); post-login routing moves the user only from here. */
export const LANDING_PATHS = ['/', '/home'];

/** The group of the customers (spec 3: orders' idCliente): they land on their orders, not on Home. */
export const GRUPPO_CLIENTE = 'CLIENTE';
export const ORDINI_PATH = '/ordini';

/**
 * Post-login routing (spec 1 §4), from where sign-in lands: one entry → its view; several entries
 * and Home is none of them → the first entry. A customer (group CLIENTE) whose menu holds the
 * orders goes to them (issue 25: Home is the staff's desk). null = stay. A page typed or linked is
 * never redirected: the shell's access gate says whether the user may open it.
 */
export function postLoginTarget(menu: VoceMenu[], pathname: string, gruppo?: string): string | null {
  if (menu.length === 0 || !LANDING_PATHS.includes(pathname)) return null;
  if (gruppo === GRUPPO_CLIENTE && itemsWithPage(menu).some((v) => pathMatches(itemPath(v), ORDINI_PATH))) return ORDINI_PATH;
  if (menu.length === 1) {
    const destinazione = itemPath(itemsWithPage(menu)[0] ?? menu[0]);
    return destinazione && destinazione !== pathname ? destinazione : null;
  }
  const voci = itemsWithPage(menu);
  if (voci.some((v) => pathMatches(itemPath(v), pathname))) return null;
  return itemPath(voci[0]) ?? null;
}

/** The Home entry every signed-in user finds in the sidebar (spec 1 §2: / redirects to Home). */
export const VOCE_HOME: VoceMenu = { routeId: 'home', viewId: '/home', text: 'Home', iconCls: 'pi pi-home' };

/** The group's menu with Home first when the group has no home of its own (Home, or the patient's home). */
export function withHome(menu: VoceMenu[]): VoceMenu[] {
  const haHome = itemsWithPage(menu).some((v) => v.routeId === 'home' || v.routeId === 'homepaziente' || v.viewId === '/home');
  return haHome ? menu : [VOCE_HOME, ...menu];
}

/** The menu a deployment offers: without the "Demo" group where config.json does not say `demo` (its pages are not found there). */
export function offeredMenu(menu: VoceMenu[], demo: boolean): VoceMenu[] {
  return demo ? menu : menu.filter((v) => v.routeId !== MENU_DEMO);
}
