import { useLocation, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** A page the user's group may not open: says so in plain Italian, with the way back; no section or permission code. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the first page of the visit has no page of the app to go back to
  const conStoria = useLocation().key !== 'default';
  return (
    <div className="registro-not-found" role="alert">
      <i className="pi pi-lock" aria-hidden />
      <h1>{t('shell.nonPermesso')}</h1>
      <p>{t('shell.nonPermessoSpiegazione')}</p>
      <div className="flex gap-2 justify-content-center">
        {conStoria && <Button label={t('ui.indietro')} icon="pi pi-arrow-left" outlined onClick={() => navigate(-1)} />}
        <Button label={t('shell.tornaHome')} icon="pi pi-home" onClick={() => navigate('/home')} />
      </div>
    </div>
  );
}
