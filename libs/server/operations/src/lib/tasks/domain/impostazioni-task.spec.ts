import { refusalMessage } from '@registro/server-testing';
import { impostazioniValide, type ModuloTask } from './impostazioni-task';

const CLASSI = new Set(['PuliziaLog']);
const modulo = (over: Partial<ModuloTask> = {}): ModuloTask => ({ nome: 'Pulizia', tipoAvvio: 'Automatico', classeJava: 'PuliziaLog', ripetizioneOre: 1, ...over });
const errore = (m: ModuloTask) => refusalMessage(() => impostazioniValide(m, CLASSI));

describe('a task\'s Data Avvio (spec 2: a timestamp) through the date codec', () => {
  it('takes epoch ms as a number or a text and ISO 8601 alike', () => {
    for (const avvioData of [1764331200000, '1764331200000', '2025-11-28T13:00:00+01:00'])
      expect(impostazioniValide(modulo({ avvioData }), CLASSI).avvioData).toBe('2025-11-28T12:00:00.000Z');
  });

  it('names a value that is no date; an Automatico task without one says it is required', async () => {
    expect(await errore(modulo({ avvioData: 'domani' }))).toBe('La Data Avvio non è una data valida#');
    expect(await errore(modulo({ avvioData: '' }))).toBe('Il campo Data Avvio è obbligatorio per un task Automatico#');
    expect(impostazioniValide(modulo({ tipoAvvio: 'Manuale', avvioData: null }), CLASSI).avvioData).toBeNull();
  });
});
