import { Suspense, lazy, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useTranslation } from 'react-i18next';
import type { ProfiloUtente } from '@registro/contracts';
import { useAppConfig } from '@registro/web-ui';
import { useLogout } from './hooks/use-logout';

/** Loaded when first opened: its form is not part of the first load. */
const ChangePasswordDialog = lazy(() => import('../auth/login/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

/** Shown before the profile has loaded (spec 1 §6). */
export const DEFAULT_ROLE = 'Super Administrator';

interface UserMenuProps {
  profilo?: ProfiloUtente;
  sessionType?: string;
}

/**
 * Cambia Password and Profilo when the configuration enables them, Logout; the menu is enabled only
 * for session type A (spec 1 §2), so other sessions (SPID) get a Logout button of their own.
 */
export function UserMenu({ profilo, sessionType }: UserMenuProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const navigate = useNavigate();
  const logout = useLogout();
  const menu = useRef<Menu>(null);
  const [cambioPassword, setCambioPassword] = useState(false);
  // the parameters (profile) decide once loaded; config.json until then
  const cambioPasswordAttivo = profilo?.opzioniMenu?.cambioPassword ?? config.cambioPassword;
  const profiloAttivo = profilo?.opzioniMenu?.profilo ?? config.profilo;
  const voci: MenuItem[] = [
    ...(cambioPasswordAttivo ? [{ label: t('shell.cambiaPassword'), icon: 'pi pi-lock', command: () => setCambioPassword(true) }] : []),
    ...(profiloAttivo && profilo ? [{ label: t('shell.profilo'), icon: 'pi pi-user', command: () => navigate(`/profilo/view/${profilo.id}`) }] : []),
    { label: t('shell.logout'), icon: 'pi pi-sign-out', command: () => void logout() },
  ];
  const nome = profilo ? `${profilo.firstname ?? ''} ${profilo.lastname ?? ''}`.trim() || profilo.username : '';
  return (
    <>
      <Menu model={voci} popup ref={menu} id="menu-utente" style={{ minWidth: "14rem" }} />
      <Button
        className="registro-utente p-button-text"
        onClick={(e) => menu.current?.toggle(e)}
        disabled={sessionType !== 'A'}
        aria-controls="menu-utente"
        aria-haspopup
        aria-label={t('shell.menuUtente')}
      >
        <span className="registro-avatar" aria-hidden>
          <i className="pi pi-user" />
        </span>
        <span className="registro-utente-testo">
          <span className="registro-utente-nome">{nome}</span>
          <span className="registro-utente-ruolo">{profilo?.profilo ?? DEFAULT_ROLE}</span>
        </span>
        <i className="pi pi-angle-down" aria-hidden />
      </Button>
      {sessionType !== undefined && sessionType !== 'A' && (
        <Button icon="pi pi-sign-out" rounded text onClick={() => void logout()} aria-label={t('shell.logout')} tooltip={t('shell.logout')} tooltipOptions={{ position: 'bottom' }} />
      )}
      {cambioPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog visible onHide={() => setCambioPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
