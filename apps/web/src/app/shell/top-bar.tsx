import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { ProfiloUtente } from '@registro/contracts';
import logo from '../../assets/registro-logo.svg';
import { UserMenu } from './user-menu';
import { LanguageSelect } from './language-select';

interface TopBarProps {
  profilo?: ProfiloUtente;
  sessionType?: string;
  onMenu: () => void;
}

export function TopBar({ profilo, sessionType, onMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="registro-topbar">
      <Button icon="pi pi-bars" text rounded onClick={onMenu} aria-label={t('shell.apriMenu')} className="registro-hamburger" />
      <Link to="/home" className="registro-marchio">
        <img src={logo} alt="" width={32} height={32} />
        <span>Registro</span>
      </Link>
      <Link to="/home" className="registro-topbar-link">
        <i className="pi pi-home" aria-hidden /> {t('shell.home')}
      </Link>
      <span className="registro-spazio" />
      <LanguageSelect />
      <UserMenu profilo={profilo} sessionType={sessionType} />
    </header>
  );
}
