import { ATLETI_DEMO } from './atleti-demo';

describe('ATLETI_DEMO', () => {
  it('holds 1000 athletes with ids 1..1000 and every field filled', () => {
    expect(ATLETI_DEMO).toHaveLength(1000);
    ATLETI_DEMO.forEach((a, i) => {
      expect(a.id).toBe(i + 1);
      expect(a.dataNascita).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.nome && a.cognome && a.sport && a.societa && a.citta).toBeTruthy();
    });
  });

  it('is the same on every start (seeded generator)', () => {
    expect(ATLETI_DEMO[0]).toEqual({
      id: 1,
      nome: ATLETI_DEMO[0].nome,
      cognome: ATLETI_DEMO[0].cognome,
      dataNascita: ATLETI_DEMO[0].dataNascita,
      sport: ATLETI_DEMO[0].sport,
      societa: ATLETI_DEMO[0].societa,
      citta: ATLETI_DEMO[0].citta,
    });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { ATLETI_DEMO: ancora } = require('./atleti-demo');
      expect(ancora).toEqual(ATLETI_DEMO);
    });
  });
});
