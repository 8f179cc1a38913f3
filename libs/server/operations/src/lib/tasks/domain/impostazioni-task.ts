import { invalidDateMessage, readInstant } from '@registro/server-kernel';
import { BadRequestError } from '@registro/server-platform/errors';
import type { ImpostazioniTask } from './task.events';

/** What the form sends, once its fields have the right types (SaveTaskDto). */
export interface ModuloTask {
  nome: string;
  tipoAvvio: ImpostazioniTask['tipoAvvio'];
  descrizione?: string | null;
  classeJava: string;
  /** a timestamp: epoch ms or ISO 8601 */
  avvioData?: string | number | null;
  ripetizioneMese?: number | null;
  ripetizioneGiorno?: number | null;
  ripetizioneOre?: number | null;
  ripetizioneMinuti?: number | null;
}

/**
 * The cross-field rules of a task: a name, a registered handler, and an Automatico task needs a
 * start date and a repetition above zero. Every problem at once (400, joined by '#').
 */
export function impostazioniValide(modulo: ModuloTask, classiRegistrate: ReadonlySet<string>): ImpostazioniTask {
  const errori: string[] = [];
  const nome = modulo.nome.trim();
  const classeJava = modulo.classeJava.trim();
  if (!nome) errori.push('Il campo Nome è obbligatorio');
  if (!classeJava) errori.push('Il campo Nome Classe è obbligatorio');
  else if (!classiRegistrate.has(classeJava)) errori.push(`La classe ${classeJava} non è un task registrato`);

  const lettura = readInstant(modulo.avvioData);
  if (lettura.kind === 'invalid') errori.push(invalidDateMessage('Data Avvio'));
  const avvioData = lettura.kind === 'date' ? lettura.value.toISOString() : null;
  const ripetizione = {
    ripetizioneMese: modulo.ripetizioneMese ?? 0,
    ripetizioneGiorno: modulo.ripetizioneGiorno ?? 0,
    ripetizioneOre: modulo.ripetizioneOre ?? 0,
    ripetizioneMinuti: modulo.ripetizioneMinuti ?? 0,
  };
  if (modulo.tipoAvvio === 'Automatico') {
    if (lettura.kind === 'absent') errori.push('Il campo Data Avvio è obbligatorio per un task Automatico');
    if (Object.values(ripetizione).every((v) => v === 0))
      errori.push('Un task Automatico deve ripetersi: indicare mesi, giorni, ore o minuti maggiori di zero');
  }
  if (errori.length) throw new BadRequestError(errori);
  return {
    nome,
    tipoAvvio: modulo.tipoAvvio,
    descrizione: modulo.descrizione?.trim() ?? '',
    classeJava,
    avvioData,
    ...ripetizione,
  };
}
