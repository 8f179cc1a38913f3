import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { Task } from '@registro/contracts';
import { StatoEsecuzioneTag } from './task-stato-tag';
import { useAzioniTask } from './use-task-actions';
import { useLogElaborazione } from './use-run-log';

interface ModaleElaborazioneProps {
  task: Pick<Task, 'id' | 'nome'>;
  visible: boolean;
  onHide: () => void;
}

/** The Elabora modal: the current run's log, live, with Esegui (run now) and Chiudi. */
export function ModaleElaborazione({ task, visible, onHide }: ModaleElaborazioneProps) {
  const { t } = useTranslation();
  const azione = useAzioniTask();
  const { log, live, aggiorna } = useLogElaborazione(task.id, visible);
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
          {t('task.statoAttuale')}: <StatoEsecuzioneTag stato={log.statoAttuale} />
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
