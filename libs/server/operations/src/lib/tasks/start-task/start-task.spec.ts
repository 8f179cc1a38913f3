import { DeciderSpecification, NotFoundError, decider } from '@registro/server-platform';
import { taskAggregate } from '../domain/task.aggregate';
import { TASK_CREATED, TASK_STARTED, type TaskEvent } from '../domain/task.events';
import { decideStartTask } from './decide-start-task';

const spec = DeciderSpecification.for(decider(taskAggregate, decideStartTask));
const creato: TaskEvent = {
  type: TASK_CREATED,
  data: { id: 3, nome: 'Pulizia', tipoAvvio: 'Manuale', descrizione: '', classeJava: 'PuliziaLog', avvioData: null, ripetizioneMese: 0, ripetizioneGiorno: 1, ripetizioneOre: 0, ripetizioneMinuti: 0 },
};

describe('start-task', () => {
  it('starts a FERMO task', () => spec([creato]).when(undefined).then([{ type: TASK_STARTED, data: {} }]));

  it('records nothing for a task already ATTIVO', () => spec([creato, { type: TASK_STARTED, data: {} }]).when(undefined).thenNothingHappened());

  it('answers 404 for a task that is not there', () => spec([]).when(undefined).thenThrows(NotFoundError));
});
