import { formatDateTime, type ValoreGiornoOra } from '@registro/web-ui';
import type { Task, TaskModificabile, TipoAvvio } from '@registro/contracts';

/** Task dates: DD-MM-YYYY HH:mm:ss, or --- when empty (spec 2 §2.9). */
export function formatTaskDate(valore: string | null | undefined): string {
  return formatDateTime(valore) || '---';
}

/** The edit form's values: the editable fields, Data Avvio as the date-time field holds it (an unreadable text kept as typed). */
export interface TaskForm {
  nome: string;
  tipoAvvio: TipoAvvio;
  descrizione: string;
  classeJava: string;
  avvioData: ValoreGiornoOra;
  ripetizioneMese: number;
  ripetizioneGiorno: number;
  ripetizioneOre: number;
  ripetizioneMinuti: number;
}

export function newTaskForm(): TaskForm {
  return {
    nome: '',
    tipoAvvio: 'Manuale',
    descrizione: '',
    classeJava: '',
    avvioData: null,
    ripetizioneMese: 0,
    ripetizioneGiorno: 0,
    ripetizioneOre: 0,
    ripetizioneMinuti: 0,
  };
}

export function taskFormFrom(task: Task): TaskForm {
  return {
    nome: task.nome ?? '',
    tipoAvvio: task.tipoAvvio ?? 'Manuale',
    descrizione: task.descrizione ?? '',
    classeJava: task.classeJava ?? '',
    avvioData: task.avvioData ? new Date(task.avvioData) : null,
    ripetizioneMese: task.ripetizioneMese ?? 0,
    ripetizioneGiorno: task.ripetizioneGiorno ?? 0,
    ripetizioneOre: task.ripetizioneOre ?? 0,
    ripetizioneMinuti: task.ripetizioneMinuti ?? 0,
  };
}

/** The body of POST/PUT gesantask. */
export function taskBody(modulo: TaskForm): TaskModificabile {
  return {
    ...modulo,
    nome: modulo.nome.trim(),
    descrizione: modulo.descrizione.trim(),
    avvioData: modulo.avvioData instanceof Date ? modulo.avvioData.toISOString() : null,
  };
}
