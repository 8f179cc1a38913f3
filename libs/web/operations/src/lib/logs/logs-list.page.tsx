import { useState } from 'react';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { FilterBar, LazyTable, PageLayout, formatDateTime } from '@registro/web-ui';
import { logFilterFields, type LogFilters } from './log-filters';
import { LogStatoTag } from './log-stato-tag';
import { operazioneLeggibile } from './log-operazione';
import { nomeSezione, type VoceLog } from '@registro/contracts';
import './logs.css';
import { queryKeys } from '../query-keys';

/** Link to the user's timeline, carrying the applied "from" filter. */
export function userDetailLink(
  username: string,
  dataDal?: string,
): string {
  const base = `/logs/detailsview/${encodeURIComponent(username)}`;
  return dataDal === undefined ? base : `${base}?dataDal=${dataDal}`;
}

/** /logs (spec 2 §2.7): filters and the server-paged log, 50 per page, newest first. */
export function LogsListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filtri, setFiltri] = useState<LogFilters>({});
  const ricarica = () => queryClient.invalidateQueries({ queryKey: queryKeys.logs.all });
  return (
    <PageLayout titolo={t('logs.titolo')} onRefresh={ricarica}>
      <div className="registro-card">
        <FilterBar<LogFilters> campi={logFilterFields(t)} onCerca={setFiltri} />
        <div className="registro-logs-tabella">
          <LazyTable<VoceLog>
            risorsa="/logs"
            filtri={{ ...filtri }}
            forPage={50}
            ariaLabel={t('logs.titolo')}
          >
            <Column
              header={t('ui.dataOra')}
              body={(v: VoceLog) => (
                <span className="registro-log-data">
                  {formatDateTime(v.dataOra)}
                </span>
              )}
              style={{ width: '13.5%' }}
            />
            <Column
              header={t('logs.stato')}
              body={(v: VoceLog) => <LogStatoTag voce={v} />}
              style={{ width: '7%' }}
            />
            <Column
              header={t('logs.sezione')}
              body={(v: VoceLog) => nomeSezione(v.sezione)}
              style={{ width: '12%' }}
            />
            <Column
              header={t('ui.operazione')}
              body={(v: VoceLog) => operazioneLeggibile(t, v.operation)}
              style={{ width: '11.5%' }}
            />
            <Column
              field="descrizioneEvento"
              header={t('logs.descrizione')}
              style={{ width: '22%' }}
            />
            <Column
              header={t('logs.username')}
              style={{ width: '9%' }}
              body={(v: VoceLog) =>
                v.username ? (
                  <Link to={userDetailLink(v.username, filtri.dataDal)}>
                    {v.username}
                  </Link>
                ) : (
                  ''
                )
              }
            />
            <Column field="ip" header={t('logs.ip')} style={{ width: '8%' }} />
            <Column
              header={t('logs.userAgent')}
              style={{ width: '11%' }}
              body={(v: VoceLog) => (
                <span
                  className="registro-log-useragent"
                  title={v.userAgent ?? ''}
                >
                  {v.userAgent ?? ''}
                </span>
              )}
            />
            <Column
              field="idRisorsa"
              header={t('logs.idRisorsa')}
              style={{ width: '6%' }}
            />
          </LazyTable>
        </div>
      </div>
    </PageLayout>
  );
}
