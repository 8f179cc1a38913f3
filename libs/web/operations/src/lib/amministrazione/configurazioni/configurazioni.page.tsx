import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { PageLayout, errorLines } from '@registro/web-ui';
import '../amministrazione.css';
import { useConfigurazioni } from './use-configurazioni';

/** /configurazioni (spec 3): a large button per configuration screen the user may open. */
export function ConfigurazioniPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const voci = useConfigurazioni();
  return (
    <PageLayout titolo={t('configurazioni.titolo')} onBack={() => navigate('/home')}>
      {voci.isError && <Message severity="error" text={errorLines(voci.error).join(' ')} />}
      {voci.data?.data.length === 0 && <Message severity="info" text={t('configurazioni.nessuna')} />}
      <nav className="registro-pannello" aria-label={t('configurazioni.titolo')}>
        {voci.data?.data.map((v) => (
          <Button key={v.routeId} className="registro-pannello-voce" outlined onClick={() => navigate(`/configurazioni/${v.routeId}`)}>
            <i className={v.iconCls} aria-hidden />
            <span>{v.text}</span>
          </Button>
        ))}
      </nav>
    </PageLayout>
  );
}
