import type { VoceMenu } from '@registro/contracts';

/** Spec 1 §2: a submenu is 42 px tall per child. */
export const ALTEZZA_VOCE_SOTTOMENU = 42;

/** The route an entry opens; homepaziente has its own (spec 1 §4). */
export function percorsoVoce(voce: VoceMenu): string | undefined {
  if (voce.routeId === 'homepaziente') return '/paziente/homepaziente';
  return voce.viewId;
}

/** Active by path prefix, on whole segments: /test is not active on /testlist. */
export function percorsoCorrisponde(percorso: string | undefined, pathname: string): boolean {
  if (!percorso) return false;
  const base = percorso.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Every entry that opens a page, depth first, in menu order. */
export function vociConPagina(menu: VoceMenu[]): VoceMenu[] {
  return menu.flatMap((v) => [...(percorsoVoce(v) ? [v] : []), ...vociConPagina(v.children ?? [])]);
}

export function contienePercorso(voce: VoceMenu, pathname: string): boolean {
  return vociConPagina([voce]).some((v) => percorsoCorrisponde(percorsoVoce(v), pathname));
}

/** routeIds of the groups that hold the current route: they start open. */
export function gruppiAperti(menu: VoceMenu[], pathname: string): string[] {
  return menu.flatMap((v) =>
    v.children?.length && contienePercorso(v, pathname) ? [v.routeId, ...gruppiAperti(v.children, pathname)] : [],
  );
}

/** Height of an open submenu: 42 px per child, plus what its open subgroups show. */
export function altezzaSottomenu(voce: VoceMenu, aperti: ReadonlySet<string>): number {
  return (voce.children ?? []).reduce(
    (totale, figlio) =>
      totale + ALTEZZA_VOCE_SOTTOMENU + (figlio.children?.length && aperti.has(figlio.routeId) ? altezzaSottomenu(figlio, aperti) : 0),
    0,
  );
}

/** Pages of the user menu and the patient's own pages (they show only the caller's data): every signed-in user may stay on them. */
export const PAGINE_SEMPRE_APERTE = ['/profilo', '/paziente', '/lemieprenotazioni', '/view'];

/**
 * Post-login routing (spec 1 §4): one entry → its view; several entries and the current path
 * matches none → the first entry. null = stay.
 */
export function destinazioneDopoLogin(menu: VoceMenu[], pathname: string): string | null {
  if (menu.length === 0 || PAGINE_SEMPRE_APERTE.some((p) => percorsoCorrisponde(p, pathname))) return null;
  if (menu.length === 1) {
    const destinazione = percorsoVoce(vociConPagina(menu)[0] ?? menu[0]);
    return destinazione && destinazione !== pathname ? destinazione : null;
  }
  const voci = vociConPagina(menu);
  if (voci.some((v) => percorsoCorrisponde(percorsoVoce(v), pathname))) return null;
  return percorsoVoce(voci[0]) ?? null;
}
