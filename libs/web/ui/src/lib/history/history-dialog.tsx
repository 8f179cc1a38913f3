import { Dialog } from 'primereact/dialog';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { ModificaRisorsa } from '@registro/contracts';
import { useHistory } from '../hooks/use-history';
import { errorLines } from '../api/api-error';
import { formatDateTime } from './date-format';
import { StateAt } from './state-at';

export interface HistoryDialogProps {
  visible: boolean;
  onHide: () => void;
  sezione: string;
  idRisorsa: number | string;
}

/** Every version of a record (who, when, what changed) and the record as it was at a chosen instant. */
export function HistoryDialog({ visible, onHide, sezione, idRisorsa }: HistoryDialogProps) {
  const { t } = useTranslation();
  const storico = useHistory(sezione, idRisorsa, visible);
  return (
    <Dialog
      header={t('ui.storicoModifiche')}
      visible={visible}
      onHide={onHide}
      modal
      maximizable
      style={{ width: 'min(60rem, 96vw)' }}
    >
      {storico.isError && <Message severity="error" text={errorLines(storico.error).join(' ')} />}
      <DataTable<ModificaRisorsa[]>
        value={storico.data?.list ?? []}
        loading={storico.isFetching}
        dataKey="versione"
        size="small"
        stripedRows
        emptyMessage={t('ui.nessunRisultato')}
        aria-label={t('ui.storicoModifiche')}
      >
        <Column field="versione" header={t('ui.versione')} style={{ width: '7rem' }} />
        <Column field="createUser" header={t('ui.usernameUtente')} style={{ width: '11rem' }} />
        <Column header={t('ui.dataOra')} body={(r: ModificaRisorsa) => formatDateTime(r.createDate)} style={{ width: '12rem' }} />
        <Column header={t('ui.dettaglio')} body={(r: ModificaRisorsa) => <span className="registro-dettaglio">{r.modifiche}</span>} />
      </DataTable>
      <StateAt sezione={sezione} idRisorsa={idRisorsa} />
    </Dialog>
  );
}
