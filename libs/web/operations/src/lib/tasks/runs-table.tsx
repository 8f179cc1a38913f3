import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { EsecuzioneTask } from '@registro/contracts';
import { DetailTable } from '@registro/web-ui';
import { RunStatoTag } from './task-stato-tag';
import { formatTaskDate } from './task';

/** The task's runs: Avvio, Stop, Stato, Log Elaborazione. */
export function RunsTable({ esecuzioni, caricamento }: { esecuzioni: EsecuzioneTask[]; caricamento: boolean }) {
  const { t } = useTranslation();
  return (
    <DetailTable<EsecuzioneTask> value={esecuzioni} loading={caricamento} dataKey="id" righePerPagina={10} emptyMessage={t('task.nessunaEsecuzione')} ariaLabel={t('task.esecuzioni')}>
      <Column header={t('task.avvio')} body={(e: EsecuzioneTask) => formatTaskDate(e.dataOraStart)} style={{ width: '11rem' }} />
      <Column header={t('task.stop')} body={(e: EsecuzioneTask) => formatTaskDate(e.dataOraStop)} style={{ width: '11rem' }} />
      <Column header={t('task.stato')} body={(e: EsecuzioneTask) => <RunStatoTag stato={e.statoAttuale} />} style={{ width: '10rem' }} />
      <Column header={t('task.logElaborazione')} body={(e: EsecuzioneTask) => <pre className="registro-task-log-cella">{e.logElaborazione || '---'}</pre>} />
    </DetailTable>
  );
}
