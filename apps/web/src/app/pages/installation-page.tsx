import { useTranslation } from 'react-i18next';
import { PageLayout } from '@registro/web-ui';

/** Always reachable, outside the session (spec 3); its form comes with the installation issue. */
export function InstallationPage() {
  const { t } = useTranslation();
  return (
    <div className="registro-installazione">
      <PageLayout titolo={t('installazione.titolo')}>
        <p>{t('installazione.nonDisponibile')}</p>
      </PageLayout>
    </div>
  );
}
