import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ProfiloUtente } from '@registro/contracts';
import { useAppConfig } from '@registro/web-ui';
import logo from '../../assets/registro-logo.svg';
import { UserMenu } from './user-menu';
import { LanguageSelect } from './language-select';
import { pageTrail } from './page-title';
import { offeredMenu } from './menu';

interface TopBarProps {
  profilo?: ProfiloUtente;
  sessionType?: string;
  /** whether the sidebar is open over the page (small screens) */
  menuAperto?: boolean;
  onMenu: () => void;
}

/** The brand, where the user is (Home › the menu group › the page, as the sidebar names them), language and user menu. */
export function TopBar({ profilo, sessionType, menuAperto = false, onMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Home is the first crumb already
  const { demo } = useAppConfig();
  // a demo page where config.json does not say demo is not found: no Demo › … crumb over it
  const percorso = pageTrail(offeredMenu(profilo?.gruppo?.menuGruppo ?? [], demo), pathname).filter((etichetta, i) => i > 0 || etichetta !== t('shell.home'));
  return (
    <header className="registro-topbar">
      <Button icon="pi pi-bars" text rounded onClick={onMenu} aria-label={t('shell.apriMenu')} aria-expanded={menuAperto} aria-controls="registro-sidebar" className="registro-hamburger" />
      <Link to="/home" className="registro-marchio">
        <img src={logo} alt="" width={32} height={32} />
        <span>Registro</span>
      </Link>
      <nav className="registro-topbar-link registro-briciole" aria-label={t('shell.doveSei')}>
        <Link to="/home" aria-current={pathname === '/home' || pathname === '/' ? 'page' : undefined}>
          <i className="pi pi-home" aria-hidden /> {t('shell.home')}
        </Link>
        {percorso.map((etichetta, i) => (
          <Fragment key={`${i}-${etichetta}`}>
            <i className="pi pi-angle-right" aria-hidden />
            <span aria-current={i === percorso.length - 1 ? 'page' : undefined}>{etichetta}</span>
          </Fragment>
        ))}
      </nav>
      <span className="registro-spazio" />
      <LanguageSelect />
      <UserMenu profilo={profilo} sessionType={sessionType} />
    </header>
  );
}
