import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorLines } from '@registro/web-ui';

/** Last resort when a page throws: the message and a way home. */
export function RouteError() {
  const { t } = useTranslation();
  const errore = useRouteError();
  return (
    <div className="registro-not-found">
      <i className="pi pi-exclamation-triangle" aria-hidden />
      <h1>{t('ui.attenzione')}</h1>
      <p>{errore instanceof Error && !('status' in errore) ? errore.message : errorLines(errore).join(' ')}</p>
      <Link to="/home">{t('shell.home')}</Link>
    </div>
  );
}
