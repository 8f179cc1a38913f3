import { useState } from 'react';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LazyTable, PageLayout, formattaDataOra } from '@registro/web-ui';
import { FiltriLogBar, type FiltriLog } from './filtri-log';
import { LogStatoTag } from './log-stato-tag';
import type { VoceLog } from '@registro/contracts';

/** Link to the user's timeline, carrying the applied "from" filter. */
export function linkDettaglioUtente(username: string, dataDal?: number): string {
  const base = `/logs/detailsview/${encodeURIComponent(username)}`;
  return dataDal === undefined ? base : `${base}?dataDal=${dataDal}`;
}

/** /logs (spec 2 §2.7): filters and the server-paged log, 50 per page, newest first. */
export function LogsListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<FiltriLog>({});
  const ricarica = () => queryClient.invalidateQueries({ queryKey: ['/logs'] });
  return (
    <PageLayout titolo={t('logs.titolo')} onRefresh={ricarica}>
      <div className="registro-card">
        <FiltriLogBar onCerca={setFiltri} />
        <LazyTable<VoceLog> risorsa="/logs" filtri={{ ...filtri }} forPage={50} ariaLabel={t('logs.titolo')}>
          <Column header={t('ui.dataOra')} body={(v: VoceLog) => formattaDataOra(v.dataOra)} style={{ whiteSpace: 'nowrap' }} />
          <Column header={t('logs.stato')} body={(v: VoceLog) => <LogStatoTag voce={v} />} />
          <Column field="sezione" header={t('logs.sezione')} />
          <Column field="operation" header={t('ui.operazione')} />
          <Column field="descrizioneEvento" header={t('logs.descrizione')} />
          <Column
            header={t('logs.username')}
            body={(v: VoceLog) => (v.username ? <Link to={linkDettaglioUtente(v.username, filtri.dataDal)}>{v.username}</Link> : '')}
          />
          <Column field="ip" header={t('logs.ip')} />
          <Column
            header={t('logs.userAgent')}
            body={(v: VoceLog) => (
              <span className="registro-log-useragent" title={v.userAgent ?? ''}>
                {v.userAgent ?? ''}
              </span>
            )}
          />
          <Column field="idRisorsa" header={t('logs.idRisorsa')} />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
