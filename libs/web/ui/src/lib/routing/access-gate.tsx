import { useMemo, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { NomePermesso, SezioneId } from '@registro/contracts';
import { useProfilo } from '../hooks/use-profilo';
import { CONFIG_QUERY_KEY, loadConfig } from '../config/app-config';
import { NoPermissionPage } from '../not-found/no-permission.page';
import { NotFoundPage } from '../not-found/not-found.page';
import { PageGrantsContext, grantsOn, isAccessHandle, isDemoHandle, pageOpens, type AccessHandle, type PageGrants } from './page-access';

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

/** Whether the current page is a demonstration page (its route's handle is demoPage(…)). */
function useDemoRoute(): boolean {
  return useMatches().some((m) => isDemoHandle(m.handle));
}

/**
 * One rule for every page of the shell: a demonstration page where config.json does not say
 * `demo: true` is NotFoundPage (as an address the product does not have); a page whose route needs
 * a permission the user's group lacks shows NoPermissionPage (no call is made); the page's buttons read its grants from
 * PageGrantsContext (PageLayout hides Nuovo, the pencil and Salva without `modifica`).
 */
export function RouteAccessGate({ children }: { children: ReactNode }) {
  const accesso = useRouteAccess();
  const paginaDemo = useDemoRoute();
  const config = useQuery({ queryKey: CONFIG_QUERY_KEY, queryFn: loadConfig, staleTime: Infinity, enabled: paginaDemo });
  const profilo = useProfilo();
  const permessi = profilo.data?.gruppo?.permessi;
  const grants = useMemo<PageGrants>(
    () => ({ concede: (permesso) => !accesso || accesso === 'autenticato' || grantsOn(permessi, accesso.sezione, permesso) }),
    [accesso, permessi],
  );
  if (paginaDemo && !config.data) return null;
  if (paginaDemo && !config.data?.demo) return <NotFoundPage />;
  if (accesso && accesso !== 'autenticato' && profilo.isPending) return null;
  if (profilo.data && !pageOpens(permessi, accesso)) return <NoPermissionPage />;
  return <PageGrantsContext.Provider value={grants}>{children}</PageGrantsContext.Provider>;
}
