import { useTranslation } from 'react-i18next';
import { PageLayout } from '@registro/web-ui';

/** Spec 2 §2.7: /querybuilder is a static placeholder. */
export function QueryBuilderPage() {
  const { t } = useTranslation();
  return (
    <PageLayout titolo={t('querybuilder.titolo')}>
      <div className="registro-card registro-segnaposto">
        <i className="pi pi-code" aria-hidden />
        <p>{t('querybuilder.segnaposto')}</p>
      </div>
    </PageLayout>
  );
}
