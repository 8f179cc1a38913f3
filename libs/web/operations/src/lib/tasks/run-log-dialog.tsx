import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { Task } from '@registro/contracts';
import { RunStatoTag } from './task-stato-tag';
import { useTaskActions } from './use-task-actions';
import { useRunLog } from './use-run-log';

interface RunLogDialogProps {
  task: Pick<Task, 'id' | 'nome'>;
  visible: boolean;
  onHide: () => void;
}

/** The Elabora modal: the current run's log, live, with Esegui (run now) and Chiudi. */
export function RunLogDialog({ task, visible, onHide }: RunLogDialogProps) {
  const { t } = useTranslation();
  const azione = useTaskActions();
  const { log, live, aggiorna } = useRunLog(task.id, visible);
  const fondo = useRef<HTMLPreElement>(null);
  useEffect(() => {
    fondo.current?.scrollTo({ top: fondo.current.scrollHeight });
  }, [log.righe.length]);

  const esegui = async () => {
    if (await azione('esegui', task.id)) aggiorna();
  };
  return (
    <Dialog
      header={`${t('task.logElaborazione')} - ${task.nome}`}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(56rem, 95vw)' }}
      footer={
        <div>
          <Button label={t('task.esegui')} icon="pi pi-play" onClick={() => void esegui()} disabled={log.inEsecuzione} />
          <Button label={t('ui.chiudi')} icon="pi pi-times" outlined onClick={onHide} />
        </div>
      }
    >
      <div className="registro-task-log-testata">
        <span>
          {t('task.statoAttuale')}: <RunStatoTag stato={log.statoAttuale} />
        </span>
        {live ? (
          <Tag icon="pi pi-bolt" severity="success" value={t('task.logInTempoReale')} data-testid="stato-log" />
        ) : (
          <Tag icon="pi pi-sync" severity="warning" value={t('task.logPolling')} data-testid="stato-log" />
        )}
      </div>
      <pre ref={fondo} className="registro-task-log" aria-label={t('task.logElaborazione')} data-righe-live={log.righeLive}>
        {log.righe.length ? log.righe.join('\n') : t('task.nessunLog')}
      </pre>
    </Dialog>
  );
}
