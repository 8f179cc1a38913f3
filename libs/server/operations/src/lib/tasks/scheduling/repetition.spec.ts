import type { ImpostazioniTask } from '../domain/task.events';
import { readInterval, pianoRipetizione, prossimaOccorrenza, strategiaRipetizione } from './repetition';

const task = (fields: Partial<ImpostazioniTask>): ImpostazioniTask => ({
  nome: 't',
  tipoAvvio: 'Automatico',
  descrizione: '',
  classeJava: 'PuliziaLog',
  avvioData: '2026-01-10T08:00:00.000Z',
  ripetizioneMese: 0,
  ripetizioneGiorno: 0,
  ripetizioneOre: 0,
  ripetizioneMinuti: 0,
  ...fields,
});

const ORA = 3_600_000;

describe('pianoRipetizione', () => {
  it('does not repeat a Manuale task, one without a date or without a period', () => {
    expect(pianoRipetizione(task({ tipoAvvio: 'Manuale', ripetizioneOre: 1 }))).toBeNull();
    expect(pianoRipetizione(task({ avvioData: null, ripetizioneOre: 1 }))).toBeNull();
    expect(pianoRipetizione(task({}))).toBeNull();
  });

  it('starts a future task on avvioData and repeats every days+hours+minutes', () => {
    const avvio = Date.parse('2026-01-10T08:00:00.000Z');
    expect(pianoRipetizione(task({ ripetizioneGiorno: 1, ripetizioneOre: 2, ripetizioneMinuti: 30 }), avvio - ORA)).toEqual({
      every: 26.5 * ORA,
      startDate: avvio,
    });
  });

  it('keeps a past avvioData as the anchor: the first run is the next occurrence', () => {
    const avvio = Date.parse('2026-01-10T08:00:00.000Z');
    const piano = pianoRipetizione(task({ ripetizioneOre: 6 }), avvio + 13 * ORA);
    expect(piano).toEqual({ every: 6 * ORA, startDate: avvio + 18 * ORA });
  });

  it('uses the calendar pattern when months are involved', () => {
    expect(pianoRipetizione(task({ ripetizioneMese: 2, ripetizioneGiorno: 1 }))).toEqual({
      pattern: 'R/2026-01-10T08:00:00.000Z/P2M1DT0H0M',
    });
  });
});

describe('monthly occurrences (Italian calendar)', () => {
  it('keeps the wall-clock time across daylight saving and clamps the day to the month', () => {
    // 31 January 10:30 in Rome (CET, UTC+1)
    const intervallo = readInterval('R/2026-01-31T09:30:00.000Z/P1M0DT0H0M')!;
    const febbraio = prossimaOccorrenza(intervallo, Date.parse('2026-02-01T00:00:00Z'));
    expect(new Date(febbraio).toISOString()).toBe('2026-02-28T09:30:00.000Z');
    // 31 March 10:30 in Rome is CEST (UTC+2)
    const marzo = prossimaOccorrenza(intervallo, febbraio);
    expect(new Date(marzo).toISOString()).toBe('2026-03-31T08:30:00.000Z');
    expect(new Date(prossimaOccorrenza(intervallo, marzo)).toISOString()).toBe('2026-04-30T08:30:00.000Z');
  });

  it('answers strictly after the instant BullMQ gives, and nothing for other patterns', () => {
    const avvio = Date.parse('2026-01-15T07:00:00.000Z');
    expect(strategiaRipetizione(avvio, { pattern: 'R/2026-01-15T07:00:00.000Z/P1M0DT0H0M' })).toBe(Date.parse('2026-02-15T07:00:00.000Z'));
    expect(strategiaRipetizione(avvio - 1, { pattern: 'R/2026-01-15T07:00:00.000Z/P1M0DT0H0M' })).toBe(avvio);
    expect(strategiaRipetizione(avvio, { pattern: '0 * * * *' })).toBeUndefined();
  });

  it('adds the days, hours and minutes of each period after the months', () => {
    const intervallo = readInterval('R/2026-01-15T07:00:00.000Z/P1M1DT2H0M')!;
    expect(new Date(prossimaOccorrenza(intervallo, Date.parse('2026-01-15T07:00:00.000Z'))).toISOString()).toBe(
      '2026-02-16T09:00:00.000Z',
    );
  });
});
