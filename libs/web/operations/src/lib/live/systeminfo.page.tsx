import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { PageLayout, errorLines } from '@registro/web-ui';
import { MemoryChart } from './memory-chart';
import { SysteminfoCard } from './systeminfo-card';
import { useSysteminfo } from './use-systeminfo';
import './systeminfo.css';

/** /systeminfo: the api's figures every 2 s (socket.io, polling as fallback) and the memory chart. */
export function SysteminfoPage() {
  const { t } = useTranslation();
  const info = useSysteminfo();
  return (
    <PageLayout titolo={t('systeminfo.titolo')} onRefresh={() => void info.ricarica()}>
      {info.errore && !info.ultima && <Message severity="error" text={errorLines(info.errore).join(' ')} className="mb-2" />}
      <div className="registro-systeminfo">
        <section className="registro-card" aria-label={t('systeminfo.sistema')}>
          <div className="registro-systeminfo-testata">
            <h2>{t('systeminfo.sistema')}</h2>
            {info.live ? (
              <Tag icon="pi pi-bolt" severity="success" value={t('systeminfo.inTempoReale')} data-testid="stato-aggiornamento" />
            ) : (
              <Tag icon="pi pi-sync" severity="warning" value={t('systeminfo.polling')} data-testid="stato-aggiornamento" />
            )}
          </div>
          <SysteminfoCard info={info.ultima} />
        </section>
        <section className="registro-card" aria-label={t('systeminfo.grafico')}>
          <div className="registro-systeminfo-testata">
            <h2>{t('systeminfo.grafico')}</h2>
          </div>
          <MemoryChart punti={info.punti} />
        </section>
      </div>
    </PageLayout>
  );
}
