import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { LoadingModal, RouteAccessGate, useAppConfig, useLoadApplicationState, useProfilo } from '@registro/web-ui';
import type { GuardOutcome } from '../auth/route-guard';
import { useSessionPolling } from './hooks/use-session-polling';
import { usePostLoginRouting } from './hooks/use-post-login-routing';
import { TopBar } from './top-bar';
import { Sidebar } from './sidebar';
import { offeredMenu, withHome } from './menu';
import { SkipToContent } from './skip-to-content';

/** The page's own content, where "Vai al contenuto" takes the keyboard. */
const CONTENUTO = 'registro-contenuto';

/**
 * The layout of every page but login: the authenticated shell, or /installation alone while nobody
 * is signed in (spec 3 §2: always reachable; the page itself says to sign in once installed).
 */
export function MainLayout() {
  const esito = useLoaderData() as GuardOutcome;
  if (esito.tipo === 'installazione') {
    return (
      <main className="registro-contenuto registro-modulo">
        <Outlet />
      </main>
    );
  }
  return <Shell sessionType={esito.tipo === 'ok' ? esito.sessionType : undefined} />;
}

/**
 * The authenticated shell: top bar, sidebar from the group menu (Home always first), the page
 * behind the access gate (a page the group may not open says so); view=module shows the page alone.
 */
function Shell({ sessionType }: { sessionType?: string }) {
  const [parametri, setParametri] = useSearchParams();
  const { pathname } = useLocation();
  const profilo = useProfilo();
  const [menuAperto, setMenuAperto] = useState(false);
  const modulo = parametri.get('view') === 'module';
  const { demo } = useAppConfig();
  const menuGruppo = profilo.data?.gruppo?.menuGruppo;
  // the demo pages are not found where config.json does not say demo: sign-in does not land there
  const menu = useMemo(() => (menuGruppo ? offeredMenu(menuGruppo, demo) : undefined), [menuGruppo, demo]);
  const vociSidebar = useMemo(() => withHome(menu ?? []), [menu]);

  useSessionPolling();
  useLoadApplicationState();
  usePostLoginRouting(menu, profilo.data?.gruppo?.nome);
  // a successful navigation closes the sidebar on small screens (spec 3 §6)
  useEffect(() => setMenuAperto(false), [pathname]);
  // Esc closes the open sidebar, as it closes a dialog
  useEffect(() => {
    if (!menuAperto) return;
    const chiudi = (e: KeyboardEvent) => e.key === 'Escape' && setMenuAperto(false);
    document.addEventListener('keydown', chiudi);
    return () => document.removeEventListener('keydown', chiudi);
  }, [menuAperto]);
  // the guard has stored the deep-link token: keep it out of the address bar and the history
  useEffect(() => {
    if (!parametri.has('authToken')) return;
    const senzaToken = new URLSearchParams(parametri);
    senzaToken.delete('authToken');
    setParametri(senzaToken, { replace: true });
  }, [parametri, setParametri]);

  if (modulo) {
    return (
      <main className="registro-contenuto registro-modulo">
        <RouteAccessGate>
          <Outlet />
        </RouteAccessGate>
      </main>
    );
  }
  return (
    <div className={`registro-shell${menuAperto ? ' menu-aperto' : ''}`}>
      <SkipToContent destinazione={CONTENUTO} />
      <TopBar profilo={profilo.data} sessionType={sessionType} menuAperto={menuAperto} onMenu={() => setMenuAperto((a) => !a)} />
      <div className="registro-corpo">
        <Sidebar menu={vociSidebar} />
        <div className="registro-velo" onClick={() => setMenuAperto(false)} aria-hidden />
        <main id={CONTENUTO} className="registro-contenuto" tabIndex={-1}>
          <RouteAccessGate>
            <Outlet />
          </RouteAccessGate>
        </main>
      </div>
      <LoadingModal visible={profilo.isPending} />
    </div>
  );
}
