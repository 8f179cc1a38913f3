import type { EsecuzioneTask, Task } from '@registro/contracts';
import { statoImport } from './stato-import';

const task = { id: 4, classeJava: 'ImportCaseificio' } as Task;
const esecuzione = (e: Partial<EsecuzioneTask>): EsecuzioneTask => ({
  id: 'r1',
  idTask: 4,
  dataOraStart: '2026-11-21T09:00:00.000Z',
  dataOraStop: '2026-11-21T09:00:05.000Z',
  statoAttuale: 'COMPLETATO',
  logElaborazione: 'Ricevute 2 consegne\nImportate 2 consegne: 2 nuove, 0 aggiornate, 0 invariate\n',
  ...e,
});

describe('importStato', () => {
  it('says what is missing before any run', () => {
    expect(statoImport(null, null)).toEqual({ importStato: 'Import non configurato: manca il task ImportCaseificio', inEsecuzione: false });
    expect(statoImport(task, null)).toEqual({ importStato: 'Nessun import eseguito', inEsecuzione: false });
  });

  it('gives the latest run state, its time (Italian, DD-MM-YYYY HH:mm:ss) and its last log line', () => {
    expect(statoImport(task, esecuzione({}))).toEqual({
      importStato: 'Ultimo import completato il 21-11-2026 10:00:05: Importate 2 consegne: 2 nuove, 0 aggiornate, 0 invariate',
      inEsecuzione: false,
    });
    expect(statoImport(task, esecuzione({ statoAttuale: 'IN ESECUZIONE', dataOraStop: null, logElaborazione: 'Ricevute 2 consegne' }))).toEqual({
      importStato: 'Import in corso dal 21-11-2026 10:00:00: Ricevute 2 consegne',
      inEsecuzione: true,
    });
    expect(statoImport(task, esecuzione({ statoAttuale: 'IN ATTESA', dataOraStop: null, logElaborazione: '' }))).toEqual({
      importStato: 'Import richiesto il 21-11-2026 10:00:00: in attesa di avvio',
      inEsecuzione: true,
    });
    expect(statoImport(task, esecuzione({ statoAttuale: 'ERRORE', logElaborazione: 'Import non riuscito: la sorgente ha risposto 503' })).importStato).toBe(
      'Ultimo import fallito il 21-11-2026 10:00:05: Import non riuscito: la sorgente ha risposto 503',
    );
    expect(statoImport(task, esecuzione({ statoAttuale: 'INTERROTTO', logElaborazione: '' })).importStato).toBe('Ultimo import interrotto il 21-11-2026 10:00:05');
  });
});
