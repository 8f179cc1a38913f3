import type { Task } from '@registro/contracts';
import { taskBody, formatTaskDate, taskFormFrom, newTaskForm } from './task';

describe('task form and formats', () => {
  it('shows dates as DD-MM-YYYY HH:mm:ss, or --- when missing', () => {
    expect(formatTaskDate(new Date(2026, 10, 21, 9, 5, 7).toISOString())).toBe('21-11-2026 09:05:07');
    expect(formatTaskDate(null)).toBe('---');
  });

  it('sends the editable fields with Data Avvio as an ISO instant', () => {
    const modulo = { ...newTaskForm(), nome: '  Pulizia  ', classeJava: 'PuliziaLog', avvioData: new Date('2026-11-21T10:00:00Z'), ripetizioneOre: 2 };
    expect(taskBody(modulo)).toEqual({
      nome: 'Pulizia',
      tipoAvvio: 'Manuale',
      descrizione: '',
      classeJava: 'PuliziaLog',
      avvioData: '2026-11-21T10:00:00.000Z',
      ripetizioneMese: 0,
      ripetizioneGiorno: 0,
      ripetizioneOre: 2,
      ripetizioneMinuti: 0,
    });
  });

  it('loads a task into the form and back unchanged', () => {
    const task = {
      id: 3, nome: 'Import', stato: 'FERMO', tipoAvvio: 'Automatico', descrizione: 'notturno', classeJava: 'ImportCaseificio',
      dataOraUltimoStart: null, dataOraUltimoStop: null, avvioData: '2026-11-21T01:00:00.000Z', dataOraProssimaEsecuzione: null,
      ripetizioneMese: 0, ripetizioneGiorno: 1, ripetizioneOre: 0, ripetizioneMinuti: 30, inEsecuzione: false,
    } satisfies Task;
    expect(taskBody(taskFormFrom(task))).toMatchObject({ nome: 'Import', tipoAvvio: 'Automatico', avvioData: task.avvioData, ripetizioneGiorno: 1, ripetizioneMinuti: 30 });
  });
});
