import { ConflictError, DeciderSpecification, NotFoundError, decider } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { TASK_CREATED, TASK_DELETED, type TaskEvent } from '../domain/task.events';
import { decideDeleteTask } from './decide-delete-task';

const spec = DeciderSpecification.for(decider(taskAggregate, decideDeleteTask));
const creato: TaskEvent = {
  type: TASK_CREATED,
  data: { id: 3, nome: 'Pulizia', tipoAvvio: 'Manuale', descrizione: '', classeJava: 'PuliziaLog', avvioData: null, ripetizioneMese: 0, ripetizioneGiorno: 1, ripetizioneOre: 0, ripetizioneMinuti: 0 },
};

describe('delete-task', () => {
  it('deletes a task without runs waiting or in progress', () => spec([creato]).when({ inEsecuzione: false }).then([{ type: TASK_DELETED, data: {} }]));

  it('refuses (409) while a run is waiting or in progress', () =>
    spec([creato]).when({ inEsecuzione: true }).thenThrows(ConflictError, (e) => e.message.startsWith('Il task è in esecuzione')));

  it('answers 404 for a task that is not there or already deleted', () => {
    spec([]).when({ inEsecuzione: false }).thenThrows(NotFoundError);
    spec([creato, { type: TASK_DELETED, data: {} }]).when({ inEsecuzione: false }).thenThrows(NotFoundError);
  });
});
