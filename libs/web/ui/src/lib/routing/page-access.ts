import { createContext, useContext } from 'react';
import { haPermesso, type NomePermesso, type PermessiGruppo, type SezioneId } from '@registro/contracts';

/** What a page needs: `permesso` (any of them) on `sezione` (any of them), as the server's @RequiresPermission. */
export interface PageAccess {
  sezione: SezioneId | readonly SezioneId[];
  permesso: NomePermesso | readonly NomePermesso[];
}

/** A route's `handle`: the permission its page needs, or 'autenticato' for a page every signed-in user may open. */
export interface AccessHandle {
  accesso: PageAccess | 'autenticato';
}

/**
 * Every page route declares one (router spec): `handle: requiresPermission(SEZIONE.users)` or
 * `handle: SIGNED_IN`. A page the user may not open shows "Non hai i permessi per questa pagina".
 */
export const requiresPermission = (
  sezione: PageAccess['sezione'],
  permesso: PageAccess['permesso'] = 'visualizza',
): AccessHandle => ({ accesso: { sezione, permesso } });

/** A page every signed-in user may open (own profile, the patient's own pages, the dashboards assigned to the group). */
export const SIGNED_IN: AccessHandle = { accesso: 'autenticato' };

/**
 * A demonstration page (spec 1's test routes: /test, /testlist, /testtabscroll, /testanalytics…):
 * opened only where config.json says `demo: true`; elsewhere (the production image) its address
 * shows the not-found page, as the sidebar does not offer it. `handle: demoPage(requiresPermission(SEZIONE.demo))`.
 */
export const demoPage = (handle: AccessHandle): AccessHandle & { demo: true } => ({ ...handle, demo: true });

export function isDemoHandle(handle: unknown): boolean {
  return isAccessHandle(handle) && (handle as { demo?: unknown }).demo === true;
}

export function isAccessHandle(handle: unknown): handle is AccessHandle {
  return typeof handle === 'object' && handle !== null && 'accesso' in handle;
}

const elenco = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

/** Whether the group's permissions grant `permesso` on any of the page's sections. */
export function grantsOn(permessi: PermessiGruppo[] | undefined, sezione: PageAccess['sezione'], permesso: NomePermesso | readonly NomePermesso[]): boolean {
  return elenco(sezione).some((s) => elenco(permesso).some((p) => haPermesso(permessi, s, p)));
}

/** Whether the page may be opened: no rule or 'autenticato', or the rule granted. */
export function pageOpens(permessi: PermessiGruppo[] | undefined, accesso: AccessHandle['accesso'] | undefined): boolean {
  return !accesso || accesso === 'autenticato' || grantsOn(permessi, accesso.sezione, accesso.permesso);
}

/** The current page's grants, for the buttons it offers: `concede('modifica')`. */
export interface PageGrants {
  concede: (permesso: NomePermesso) => boolean;
}

/** Outside the shell's gate (a page alone in a test) every button is offered; the server still decides. */
export const PageGrantsContext = createContext<PageGrants>({ concede: () => true });

/** Whether the user has `permesso` on the current page's section (true on a page every signed-in user may open). */
export function usePageGrants(permesso: NomePermesso): boolean {
  return useContext(PageGrantsContext).concede(permesso);
}
