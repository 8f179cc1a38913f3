import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@registro/web-ui';
import { APP_VERSION } from '../../version';

/** Application name, powered-by link and version text. */
export function LoginFooter() {
  const { t } = useTranslation();
  const config = useAppConfig();
  return (
    <footer className="registro-login-footer">
      <span className="font-semibold">{config.nomeApplicazione}</span>
      <span>
        {t('login.poweredBy')}{' '}
        <a href={config.poweredBy.url} target="_blank" rel="noreferrer">
          {config.poweredBy.testo}
        </a>
      </span>
      <span>{t('login.versione', { versione: APP_VERSION })}</span>
    </footer>
  );
}
