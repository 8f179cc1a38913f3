import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { EsecuzioneTask } from '@registro/contracts';
import { StatoEsecuzioneTag } from './task-stato-tag';
import { dataTask } from './task';

/** The task's runs: Avvio, Stop, Stato, Log Elaborazione. */
export function TabellaEsecuzioni({ esecuzioni, caricamento }: { esecuzioni: EsecuzioneTask[]; caricamento: boolean }) {
  const { t } = useTranslation();
  return (
    <DataTable<EsecuzioneTask[]>
      value={esecuzioni}
      loading={caricamento}
      dataKey="id"
      size="small"
      stripedRows
      paginator={esecuzioni.length > 10}
      rows={10}
      emptyMessage={t('task.nessunaEsecuzione')}
      aria-label={t('task.esecuzioni')}
    >
      <Column header={t('task.avvio')} body={(e: EsecuzioneTask) => dataTask(e.dataOraStart)} style={{ width: '11rem' }} />
      <Column header={t('task.stop')} body={(e: EsecuzioneTask) => dataTask(e.dataOraStop)} style={{ width: '11rem' }} />
      <Column header={t('task.stato')} body={(e: EsecuzioneTask) => <StatoEsecuzioneTag stato={e.statoAttuale} />} style={{ width: '10rem' }} />
      <Column header={t('task.logElaborazione')} body={(e: EsecuzioneTask) => <pre className="registro-task-log-cella">{e.logElaborazione || '---'}</pre>} />
    </DataTable>
  );
}
