import { useTranslation } from 'react-i18next';
import { WayBack } from './way-back';

/** A page the user's group may not open: says so in plain Italian, with the way back; no section or permission code. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <div className="registro-not-found" role="alert">
      <i className="pi pi-lock" aria-hidden />
      <h1>{t('shell.nonPermesso')}</h1>
      <p>{t('shell.nonPermessoSpiegazione')}</p>
      <WayBack />
    </div>
  );
}
