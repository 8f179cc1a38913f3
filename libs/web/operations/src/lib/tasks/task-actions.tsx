import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Task } from '@registro/contracts';
import { useTaskActions } from './use-task-actions';

/** A task row's actions: play (start), stop, run now. */
export function TaskActions({ task }: { task: Task }) {
  const { t } = useTranslation();
  const esegui = useTaskActions();
  const pulsante = (azione: 'start' | 'stop' | 'esegui', icona: string, etichetta: string, disabilitato: boolean, gravita?: 'success' | 'danger' | 'info') => (
    <Button
      icon={icona}
      rounded
      text
      severity={gravita}
      aria-label={`${etichetta} ${task.nome}`}
      tooltip={etichetta}
      tooltipOptions={{ position: 'bottom' }}
      disabled={disabilitato}
      onClick={() => void esegui(azione, task.id)}
    />
  );
  return (
    <div className="registro-azioni-riga">
      {pulsante('start', 'pi pi-play', t('task.avvia'), task.stato === 'ATTIVO', 'success')}
      {pulsante('stop', 'pi pi-stop', t('task.ferma'), task.stato !== 'ATTIVO', 'danger')}
      {pulsante('esegui', 'pi pi-forward', t('task.eseguiOra'), task.inEsecuzione, 'info')}
    </div>
  );
}
