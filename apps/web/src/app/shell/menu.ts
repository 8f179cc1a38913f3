import type { VoceMenu } from '@registro/contracts';

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

/** Pages of the user menu and the patient's own pages (they show only the caller's data): every signed-in user may stay on them. */
export const ALWAYS_OPEN_PAGES = ['/profilo', '/paziente', '/lemieprenotazioni', '/view'];

/** Routes that show the same pages as a menu entry under another path (spec 2 §2.1: the invoices also under /fatturazione). */
export const ROUTE_ALIASES: Record<string, string> = {
  '/fatturazione': '/contabilita/fatturazione',
  '/editnumeratori': '/numeratori',
};

const canonicalPath = (pathname: string): string => {
  const alias = Object.keys(ROUTE_ALIASES).find((a) => pathMatches(a, pathname));
  return alias ? ROUTE_ALIASES[alias] + pathname.slice(alias.length) : pathname;
};

/**
 * Post-login routing (spec 1 §4): one entry → its view; several entries and the current path
 * matches none → the first entry. null = stay.
 */
export function postLoginTarget(menu: VoceMenu[], pathname: string): string | null {
  if (menu.length === 0 || ALWAYS_OPEN_PAGES.some((p) => pathMatches(p, pathname))) return null;
  if (menu.length === 1) {
    const destinazione = itemPath(itemsWithPage(menu)[0] ?? menu[0]);
    return destinazione && destinazione !== pathname ? destinazione : null;
  }
  const voci = itemsWithPage(menu);
  if (voci.some((v) => pathMatches(itemPath(v), canonicalPath(pathname)))) return null;
  return itemPath(voci[0]) ?? null;
}
