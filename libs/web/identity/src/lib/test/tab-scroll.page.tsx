import { TabView, TabPanel } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@registro/web-ui';

const NUMERO_TAB = 30;

/** /testtabscroll: more tabs than fit, scrolled horizontally. */
export function TabScrollPage() {
  const { t } = useTranslation();
  return (
    <PageLayout titolo={t('demo.tabTitolo')}>
      <div className="registro-card">
        <TabView scrollable>
          {Array.from({ length: NUMERO_TAB }, (_, i) => (
            <TabPanel key={i} header={t('demo.tab', { numero: i + 1 })}>
              <p>{t('demo.contenutoTab', { numero: i + 1 })}</p>
            </TabPanel>
          ))}
        </TabView>
      </div>
    </PageLayout>
  );
}
