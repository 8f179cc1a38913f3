import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout, session } from '@registro/web-ui';
import { InstallationForm } from './installazione-form';
import { useStatoInstallazione } from './use-installazione';

/**
 * /installation, outside the session (spec 3): the database settings form while the platform is
 * not installed; afterwards only for a signed-in user (the server checks the permission).
 */
export function InstallationPage() {
  const { t } = useTranslation();
  const stato = useStatoInstallazione();
  const soloAccesso = stato.data?.data.installata && !session.token();
  return (
    <div className="registro-installazione">
      <PageLayout titolo={t('installazione.titolo')}>
        {stato.isPending ? null : soloAccesso ? (
          <div className="registro-card registro-installazione-avviso" role="alert">
            <i className="pi pi-lock" aria-hidden />
            <p>{t('installazione.giaInstallata')}</p>
            <Link to="/login">{t('installazione.accedi')}</Link>
          </div>
        ) : (
          <InstallationForm />
        )}
      </PageLayout>
    </div>
  );
}
