import { useEffect, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { LoadingModal, useLoadApplicationState, useProfilo } from '@registro/web-ui';
import type { GuardOutcome } from '../auth/route-guard';
import { useSessionPolling } from './hooks/use-session-polling';
import { usePostLoginRouting } from './hooks/use-post-login-routing';
import { TopBar } from './top-bar';
import { Sidebar } from './sidebar';

/** The authenticated shell: top bar, sidebar from the group menu, the page; view=module shows the page alone. */
export function MainLayout() {
  const esito = useLoaderData() as GuardOutcome;
  const sessionType = esito.tipo === 'ok' ? esito.sessionType : undefined;
  const [parametri, setParametri] = useSearchParams();
  const { pathname } = useLocation();
  const profilo = useProfilo();
  const [menuAperto, setMenuAperto] = useState(false);
  const modulo = parametri.get('view') === 'module';
  const menu = profilo.data?.gruppo?.menuGruppo;

  useSessionPolling();
  useLoadApplicationState();
  usePostLoginRouting(menu);
  // a successful navigation closes the sidebar on small screens (spec 3 §6)
  useEffect(() => setMenuAperto(false), [pathname]);
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
        <Outlet />
      </main>
    );
  }
  return (
    <div className={`registro-shell${menuAperto ? ' menu-aperto' : ''}`}>
      <TopBar profilo={profilo.data} sessionType={sessionType} onMenu={() => setMenuAperto((a) => !a)} />
      <div className="registro-corpo">
        <Sidebar menu={menu ?? []} />
        <div className="registro-velo" onClick={() => setMenuAperto(false)} aria-hidden />
        <main className="registro-contenuto">
          <Outlet />
        </main>
      </div>
      <LoadingModal visible={profilo.isPending} />
    </div>
  );
}
