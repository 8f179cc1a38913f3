import { useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { NomePermesso, SezioneId } from '@registro/contracts';
import { useProfilo } from '../hooks/use-profilo';
import { NoPermissionPage } from '../not-found/no-permission.page';
import { PageGrantsContext, grantsOn, isAccessHandle, pageOpens, type AccessHandle, type PageGrants } from './page-access';

/** Whether the signed-in user's group has `permesso` on `sezione` (a button of another section than the page's). */
export function useHasPermission(sezione: SezioneId, permesso: NomePermesso): boolean {
  return grantsOn(useProfilo().data?.gruppo?.permessi, sezione, permesso);
}

/** The access the deepest matched route declares. */
function useRouteAccess(): AccessHandle['accesso'] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isAccessHandle(handle)) return handle.accesso;
  }
  return undefined;
}

/**
 * One rule for every page of the shell: a page whose route needs a permission the user's group
 * lacks shows NoPermissionPage (no call is made); the page's buttons read its grants from
 * PageGrantsContext (PageLayout hides Nuovo, the pencil and Salva without `modifica`).
 */
export function RouteAccessGate({ children }: { children: ReactNode }) {
  const accesso = useRouteAccess();
  const profilo = useProfilo();
  const permessi = profilo.data?.gruppo?.permessi;
  const grants = useMemo<PageGrants>(
    () => ({ concede: (permesso) => !accesso || accesso === 'autenticato' || grantsOn(permessi, accesso.sezione, permesso) }),
    [accesso, permessi],
  );
  if (accesso && accesso !== 'autenticato' && profilo.isPending) return null;
  if (profilo.data && !pageOpens(permessi, accesso)) return <NoPermissionPage />;
  return <PageGrantsContext.Provider value={grants}>{children}</PageGrantsContext.Provider>;
}
