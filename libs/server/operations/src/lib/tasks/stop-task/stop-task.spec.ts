import { DeciderSpecification, NotFoundError, decider } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { TASK_CREATED, TASK_STARTED, TASK_STOPPED, type TaskEvent } from '../domain/task.events';
import { decideStopTask } from './decide-stop-task';

const spec = DeciderSpecification.for(decider(taskAggregate, decideStopTask));
const creato: TaskEvent = {
  type: TASK_CREATED,
  data: { id: 3, nome: 'Pulizia', tipoAvvio: 'Manuale', descrizione: '', classeJava: 'PuliziaLog', avvioData: null, ripetizioneMese: 0, ripetizioneGiorno: 1, ripetizioneOre: 0, ripetizioneMinuti: 0 },
};

describe('stop-task', () => {
  it('stops an ATTIVO task', () => spec([creato, { type: TASK_STARTED, data: {} }]).when(undefined).then([{ type: TASK_STOPPED, data: {} }]));

  it('records nothing for a task already FERMO', () => spec([creato]).when(undefined).thenNothingHappened());

  it('answers 404 for a task that is not there', () => spec([]).when(undefined).thenThrows(NotFoundError));
});
