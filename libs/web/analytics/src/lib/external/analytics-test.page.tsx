import { useTranslation } from 'react-i18next';
import { PageLayout, session, useAppConfig } from '@registro/web-ui';
import { analyticsPageUrl } from './analytics-url';

/**
 * /testanalytics (spec 1 §2 "a test route embedding an external analytics page"): the page at
 * config.json's `analyticsUrl` in a frame, given the session's authToken (default: /dashboard alone).
 */
export function AnalyticsTestPage() {
  const { t, i18n } = useTranslation();
  const { analyticsUrl } = useAppConfig();
  return (
    <PageLayout titolo={t('analyticsTest.titolo')}>
      <iframe title={t('analyticsTest.titolo')} src={analyticsPageUrl(analyticsUrl, session.token(), i18n.language)} style={{ width: '100%', height: 'calc(100vh - 10rem)', border: 0 }} />
    </PageLayout>
  );
}
