import type { RigaLogTask, StatoLiveTask } from '@registro/contracts';
import { withLine, withState, type RunLog } from './use-run-log';

const vuoto: RunLog = { idEsecuzione: null, statoAttuale: null, inEsecuzione: false, righe: [], righeLive: 0 };
const riga = (idEsecuzione: string, testo: string): RigaLogTask => ({ idTask: 1, idEsecuzione, dataOra: '2026-11-21T10:00:00Z', riga: testo });
const stato = (idEsecuzione: string, log: string, statoAttuale: StatoLiveTask['statoAttuale'] = 'IN ESECUZIONE'): StatoLiveTask => ({
  idTask: 1,
  stato: 'ATTIVO',
  inEsecuzione: statoAttuale === 'IN ESECUZIONE',
  idEsecuzione,
  statoAttuale,
  log,
});

describe('the Elabora modal log', () => {
  it('appends live lines to their run and starts again on a new run', () => {
    let log = withLine(vuoto, riga('a', 'uno'));
    log = withLine(log, riga('a', 'due'));
    expect(log.righe).toEqual(['uno', 'due']);
    log = withLine(log, riga('b', 'nuova'));
    expect(log).toMatchObject({ idEsecuzione: 'b', righe: ['nuova'], righeLive: 3, inEsecuzione: true });
  });

  it('takes the polled text unless the live lines are ahead of it', () => {
    let log = withLine(withLine(vuoto, riga('a', 'uno')), riga('a', 'due'));
    log = withState(log, stato('a', 'uno'));
    expect(log.righe).toEqual(['uno', 'due']);
    log = withState(log, stato('a', 'uno\ndue\ntre', 'COMPLETATO'));
    expect(log).toMatchObject({ righe: ['uno', 'due', 'tre'], statoAttuale: 'COMPLETATO', inEsecuzione: false });
    expect(withState(log, stato('c', '')).righe).toEqual([]);
  });
});
