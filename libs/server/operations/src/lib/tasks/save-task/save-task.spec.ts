import { DeciderSpecification, NotFoundError, decider } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { TASK_CREATED, TASK_DELETED, TASK_UPDATED, type ImpostazioniTask, type TaskEvent } from '../domain/task.events';
import { decideCreateTask, decideUpdateTask } from './decide-save-task';

const impostazioni: ImpostazioniTask = {
  nome: 'Pulizia',
  tipoAvvio: 'Manuale',
  descrizione: '',
  classeJava: 'PuliziaLog',
  avvioData: null,
  ripetizioneMese: 0,
  ripetizioneGiorno: 1,
  ripetizioneOre: 0,
  ripetizioneMinuti: 0,
};
const creato: TaskEvent = { type: TASK_CREATED, data: { id: 3, ...impostazioni } };

describe('save-task', () => {
  it('creates the task with its settings', () =>
    DeciderSpecification.for(decider(taskAggregate, decideCreateTask))([]).when({ id: 3, impostazioni }).then([creato]));

  describe('update', () => {
    const spec = DeciderSpecification.for(decider(taskAggregate, decideUpdateTask));

    it('records only the fields that changed', () =>
      spec([creato])
        .when({ impostazioni: { ...impostazioni, nome: 'Pulizia log' } })
        .then([{ type: TASK_UPDATED, data: { changes: { nome: { prima: 'Pulizia', dopo: 'Pulizia log' } } } }]));

    it('records nothing when nothing changed', () => spec([creato]).when({ impostazioni }).thenNothingHappened());

    it('answers 404 for a task that is not there or was deleted', () => {
      spec([]).when({ impostazioni }).thenThrows(NotFoundError);
      spec([creato, { type: TASK_DELETED, data: {} }]).when({ impostazioni }).thenThrows(NotFoundError);
    });
  });
});
